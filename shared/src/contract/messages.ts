import { AVATAR_UPLOAD_MAX_TEXT, DRAFT_COPIES_MAX } from './constants.ts';

/**
 * Every user-facing text of the product: the texts the product specification words exactly, then
 * the server-side messages it leaves unworded. Client and server both read them from here.
 */
export const messages = {
  // Sign in, sign up, verification.
  loginFailed: 'Login failed.',
  registrationFailed: 'Registration failed.',
  signupNoToken: 'Signup succeeded but no token received.',
  forgotPasswordFailed: 'Failed to send reset email. Please try again.',
  resetLinkMissing: 'Invalid reset link. Please request a new password reset.',
  resetLinkInvalid:
    'This reset link has expired or is invalid. Please request a new password reset.',
  resetPasswordFailed: 'Failed to reset password. Please try again.',
  verificationLinkMissing:
    'Invalid verification link. Please check your email for the correct link.',
  verificationLinkInvalid:
    'This verification link has expired or is invalid. Please request a new verification email.',
  resendVerificationFailed: 'Failed to resend verification email. Please try again.',
  otpInvalid: 'Invalid verification code. Please try again.',
  resendOtpFailed: 'Failed to resend verification code. Please try again.',
  profileCompletionFailed: 'Profile completion failed',

  // Form validation.
  passwordRequirementsUnmet: 'Password does not meet requirements.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordsMatchLive: 'Passwords match',
  passwordsDoNotMatchLive: "Passwords don't match",
  passwordTooShort: 'Password must be at least 8 characters long.',
  otpIncomplete: 'Please enter a 6-digit verification code.',
  allFieldsRequired: 'All fields are required.',
  bulkNotArray: 'Input must be a JSON array',
  bulkTestcasesNotArray: 'testcases must be an array',
  bulkTestcaseIncomplete: 'Each testcase must have input and output',
  invalidJsonPrefix: 'Invalid JSON: ',

  // Screen texts.
  creatingAccount: 'Creating account...',
  checkYourEmail: 'Check your email',
  passwordResetSuccessful: 'Password reset successful',
  invalidResetLinkTitle: 'Invalid reset link',
  emailVerified: 'Email verified successfully!',
  verificationFailed: 'Verification failed',
  invalidLinkTitle: 'Invalid Link',
  completeYourProfile: 'Complete Your Profile',
  signingYouIn: 'Signing you in...',
  saving: 'Saving...',
  deleting: 'Deleting...',
  loadingProblems: 'Loading problems...',
  noProblems: 'No problems available.',
  /** The list's filters or search left nothing (the catalogue itself is not empty). */
  noProblemsMatch: 'No problems match these filters.',
  loadingProblem: 'Loading problem...',
  noProblemData: 'No problem data available.',
  loadingSubmissions: 'Loading submissions...',
  noRecentSubmissions: 'No recent submissions',
  loadingProfile: 'Loading profile...',
  profileNotPublic: 'This profile is not public or does not exist.',
  notAuthorizedTitle: 'Not Authorized',
  notAuthorizedBody: 'You do not have permission to access this page.',
  deleteProblemConfirm:
    'Are you sure you want to delete this problem? This action cannot be undone.',
  createProblemTitle: 'Create New Problem',
  editProblemTitle: 'Edit Problem',
  leaderboardSubtitle: 'Ranked by Zen Score - the cumulative score of all problems solved.',
  noLeaderboardData: 'No leaderboard data found.',
  fallbackUserName: 'User',

  // Settings.
  updatePasswordFailed: 'Failed to update password.',
  updateProfileFailed: 'Failed to update profile.',
  updateSocialsFailed: 'Failed to update social profiles.',
  updateVisibilityFailed: 'Failed to update visibility.',
  uploadAvatarFailed: 'Failed to upload avatar.',
  avatarUploadNoUrl: 'Upload to the ZenCode image host failed: no image URL was returned.',
  updatePublicProfileFailed: 'Failed to update public profile setting',
  passwordUpdated: 'Password updated successfully.',
  profileUpdated: 'Profile updated successfully.',
  socialsUpdated: 'Social profiles updated.',
  visibilityUpdated: 'Profile visibility updated.',

  // Problems.
  fetchProblemsFailed: 'Failed to fetch problems.',
  fetchProblemFailed: 'Failed to fetch problem.',
  problemNotFound: 'Problem not found.',
  createProblemFailed: 'Failed to create problem.',
  updateProblemFailed: 'Failed to update problem.',
  uploadProblemsFailed: 'Failed to upload problems',
  problemsUploaded: 'Problems uploaded successfully!',

  // Code execution and review.
  compilerError: 'Compiler error',
  runInProgress: 'Your previous run is still going. Wait for it to finish, then run again.',
  unknownError: 'Unknown error',
  aiReviewFailed: 'AI review failed. Try again later.',

  // Replay: recording one run step by step.
  replayHiddenCase:
    'Only public cases, your own input and the first failing case of your own submission can be replayed.',
  replaySubmissionNotFound: 'Submission not found.',
  replayNothingFailed: 'Every case of this submission passed: there is no failing case to replay.',
  replayCaseNotFound: 'This problem has no public case with that number.',
  replayInProgress:
    'Your previous replay is still recording. Wait for it to finish, then try again.',
  replayTampered:
    'The program tried to turn the recorder off or replace it; the recording kept going without its change.',
  replayRecorderLost:
    'The program ended the recording itself (it closed or overwrote the recorder’s channel): the steps before that are shown.',
  noCodeToReview: 'No code to review.',
  noAiResponse: 'No response from AI.',

  // Leaderboard and calls.
  fetchLeaderboardFailed: 'Failed to fetch leaderboard',
  apiCallFailed: 'API call failed',

  // Server-side messages the product does not word.
  invalidCredentials: 'Invalid email or password.',
  emailNotVerified: 'Please verify your email before signing in.',
  emailAlreadyRegistered: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  usernameInvalid: 'Username must be 3 to 20 letters, digits or underscores.',
  fullNameRequired: 'Full name is required.',
  nameInvisibleCharacters: 'Names cannot contain invisible or direction-changing characters.',
  emailInvalid: 'Please enter a valid email address.',
  verificationCodeSent: 'We sent a 6-digit verification code to your email.',
  verificationEmailSent: 'We sent you a new verification email.',
  emailAlreadyVerified: 'This email is already verified. Please sign in.',
  resetEmailSent: 'If an account exists for this email, we sent a password reset link.',
  passwordReset: 'Your password has been reset. You can sign in now.',
  oldPasswordIncorrect: 'Your current password is incorrect.',
  passwordNotSet: 'This account signs in with GitHub or Google and has no password to change.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  tooManyStreams: 'Too many live updates are open. Close another tab and try again.',
  unauthorized: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  routeNotFound: 'There is no such API route.',
  userNotFound: 'User not found.',
  submissionNotFound: 'Submission not found.',
  testcaseNotFound: 'Test case not found.',
  problemDetailsNotFound: 'Problem details not found.',
  problemExists: 'A problem with this name already exists.',
  validationFailed: 'Some fields are missing or invalid.',
  invalidJsonBody: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Please send the request as JSON.',
  languageUnavailable: 'This language is not available on the server right now.',
  /** Rust where LeetCode offers none (Clone Graph, Linked List Cycle): a language's `offers` rule leaves it out. */
  languageNotOffered:
    'This problem is not offered in this language (LeetCode has none for it). Please choose another language.',
  judgeBusy: 'The judge is busy. Please try again in a moment.',
  submissionOutOfTime:
    'Not run: the submission used up its total time (its cases’ time limits, plus time to start).',
  passesWhenRunAlone:
    'This case passes when run on its own: your solution keeps state from earlier cases (a global or static variable?).',
  /** A compile error only in the judge's code around the learner's (learnerCompileMessage). */
  aroundYourCodeDidNotCompile:
    "Your code did not compile with the judge's code that calls it: check that your class, " +
    'method names and parameter types match the starter code.',
  oauthNotConfigured: 'This sign-in method is not configured on this server.',
  oauthFailed: 'Social sign-in failed. Please try again.',
  desktopSignInInvalid: 'This sign-in link is invalid or has expired. Please sign in again.',
  imageRequired: 'Please choose an image file.',
  imageTooLarge: `The image is too large. Please choose one under ${AVATAR_UPLOAD_MAX_TEXT}.`,
  aiReviewUnavailable: 'AI review is not available right now.',
  internalError: 'Something went wrong on our side. Please try again.',
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 8 to 200 letters, digits, dashes or underscores.',

  // Desktop app: offline mode, outbox, local runs, keychain.
  serverUnreachable: 'The ZenCode server cannot be reached.',
  /** The desktop keeps a session only once the server has confirmed it. */
  sessionNotConfirmed:
    'The ZenCode server could not confirm your session, so it was not kept. Sign in again when the server can be reached.',
  offlineTimeout: 'The ZenCode server did not answer in time.',
  offlineGateway: 'The ZenCode server is not answering: the gateway in front of it says so.',
  serverNotData: 'The server answered with a page instead of data; nothing from it was shown.',
  outboxRefused:
    'The server refused a submission that waited in the outbox; its code is kept as your draft.',
  outboxPaused:
    'Your session has expired: submissions waiting in the outbox are sent when you sign in again.',
  offlineBadge: 'Offline',
  submissionQueuedOffline: 'Waiting to send — you are offline',
  outboxSent: 'Your offline submission was sent; its verdict is in the Submissions tab.',
  localSandboxMissing:
    'The sandbox for local runs is built once with a C compiler, and none was found (install gcc or clang): code runs without it.',
  localRunsUnsandboxed:
    'Local runs use plain processes here, without a sandbox: your code runs with your own rights, limited only in time, output and (where the system allows) memory.',
  localRunsSandboxed:
    'Local runs use a sandbox: limits on time, memory, processes and output, and the whole program stopped at the end.',
  sessionForThisRunOnly:
    'No keychain is available: you stay signed in only until you close the app.',
  cachedCopy: 'You are offline: showing the last copy saved on this computer.',
  offlineUnavailable: 'You are offline, and this page was never saved on this computer.',
  /** A submission's failing case may be hidden, so only the server holds it. */
  replaySubmissionOffline:
    "You are offline: a submission's failing case is kept on the ZenCode server. Replay it when the server can be reached, or replay a public case or your own input now.",
  makeAllOffline: 'Make all problems available offline',
  serverUrlInvalid: 'Enter the address of a ZenCode server, such as https://zencode.example.org.',
  serverChanged: 'ZenCode restarts to connect to this server.',
  serverSettingNote: 'Each server keeps its own offline copy and its own session.',
  offlineReady: 'Every problem is available offline.',
  toolchainPathNotAbsolute:
    'Enter the full path of the program, such as /usr/local/bin/python3 or C:\\Python312\\python.exe.',
  toolchainPathMissing: 'There is no file at this path.',
  toolchainPathNotExecutable: 'This file cannot be run: it is not an executable program.',
  toolchainPathSaved: 'Saved: local runs use this program.',
  toolchainPathReset: 'Local runs use the toolchain found on this computer again.',
  toolchainNotFound: 'Not found on this computer: enter the path of its program below.',
  toolchainPathNotChecked:
    'The app could not check this path, so nothing was changed. Please try again.',
  serverNotChanged:
    'The app could not take this address, so the server was not changed. Please try again.',
  toolchainPathsNote:
    'Local runs use these programs; enter another path to use a toolchain installed elsewhere.',
  // Drafts on the account and editor settings.
  draftConflict:
    'This draft was changed elsewhere since you opened it: choose which version to keep.',
  draftProblemNotFound: 'Problem not found.',
  draftCopiesFull: `This problem already keeps ${DRAFT_COPIES_MAX} named copies: delete one before keeping another.`,
  draftCopyNotFound: 'That copy is no longer kept.',
  draftBudgetFull:
    'Your account has no room for more saved code: delete some named copies or drafts you no longer need, then save again. Nothing saved was changed.',
  draftCopyNotSaved:
    'Your account could not be reached: nothing was changed and both versions are kept.',
  editorSettingsSaveFailed:
    'Your editor settings could not be saved to your account; they apply here.',
  // Review schedule and notes.
  noteSaved: 'Note saved.',
  noteSaveFailed: 'The note was not saved. Try again.',
  reviewRatingSaveFailed: 'The rating was not saved. Try again.',
  reviewGiveUpFailed: 'Giving up was not saved. Try again.',
} as const;

export type MessageKey = keyof typeof messages;
export type Message = (typeof messages)[MessageKey];

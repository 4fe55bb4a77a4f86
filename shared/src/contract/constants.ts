import { languages, offeredLanguages, type LanguageId } from '../judge/languages/registry.ts';
import type { Signature } from './signature.ts';
/**
 * Business constants and limits, plus the size limits our payloads share.
 * Client and server read these from here so a rule never drifts between the two.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 accepts more, but nobody types more and it bounds hashing cost. */
export const PASSWORD_MAX_LENGTH = 128;
/** "Special punctuation" means ASCII punctuation: !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~ */
export const PASSWORD_SPECIAL_PATTERN = /[!-/:-@[-`{-~]/;
/**
 * The whole sign-up rule in one pattern, so the OpenAPI document shows all of it. `[\s\S]`, not
 * `.` with the `s` flag: a JSON Schema pattern carries no flags, so the document's copy must mean
 * the same without one (any character, line breaks included).
 */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=[\\s\\S]*[A-Z])(?=[\\s\\S]*[a-z])(?=[\\s\\S]*\\d)(?=[\\s\\S]*${PASSWORD_SPECIAL_PATTERN.source})[\\s\\S]{8,128}$`,
);

export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^\d{6}$/;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;

/** Longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;
/** One @, no spaces, a dot in the domain, no empty labels: the shape a form can check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const FULL_NAME_MAX_LENGTH = 100;
export const URL_MAX_LENGTH = 2048;

/** Source code up to 100 KB: far above any real solution, small enough to judge cheaply. */
export const CODE_MAX_LENGTH = 100_000;
/** stdin for the compiler page and one custom test case. */
export const CUSTOM_INPUT_MAX_LENGTH = 64_000;
export const CUSTOM_CASES_MAX = 10;
/** A stored test case (input or expected output); hidden cases can be large. */
export const TESTCASE_MAX_LENGTH = 4_000_000;
export const PROBLEM_NAME_MAX_LENGTH = 200;
export const PROBLEM_STATEMENT_MAX_LENGTH = 50_000;
export const PROBLEM_TAGS_MAX = 20;
export const PROBLEM_TAG_MAX_LENGTH = 50;
export const BULK_UPLOAD_MAX_PROBLEMS = 500;

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export const DEFAULT_DIFFICULTY = 'Medium';
export const DIFFICULTY_FILTER_ALL = 'All';
export const DIFFICULTY_FILTERS = [DIFFICULTY_FILTER_ALL, ...DIFFICULTIES] as const;
/** The problem list's solved filter (signed-in users). */
export const SOLVED_FILTERS = ['All', 'Solved', 'Unsolved'] as const;
/** Zen Score points for a first accepted solution. */
export const SCORE_POINTS = { Easy: 10, Medium: 20, Hard: 40 } as const;
export const DEFAULT_PROGRESS_STATS = { easy: 0, medium: 0, hard: 0 } as const;

export const PROBLEM_VIEW_MODES = ['grid', 'list'] as const;
export const DEFAULT_PROBLEM_VIEW_MODE = 'grid';

export const THEMES = ['light', 'dark'] as const;
export const DEFAULT_THEME = 'dark';
export const THEME_STORAGE_KEY = 'theme';
export const THEME_SWITCH_DELAY_MS = 50;
export const THEME_TRANSITION_END_MS = 300;
export const THEME_INIT_DELAY_MS = 100;

export const TOKEN_STORAGE_KEY = 'token';
export const TEMP_TOKEN_STORAGE_KEY = 'tempToken';

export const FORGOT_PASSWORD_COUNTDOWN_SECONDS = 60;
export const NAVIGATION_OVERLAY_MS = 800;
export const MOBILE_BREAKPOINT_PX = 768;

export const PANE_MIN_PERCENT = 20;
export const PANE_MAX_PERCENT = 80;
export const PANE_DEFAULT_PERCENT = 50;
export const COMPILER_PANEL_DEFAULT_PX = 320;
export const COMPILER_PANEL_MIN_PX = 240;
export const COMPILER_PANEL_MAX_PX = 700;

export const AVATAR_CROP_ZOOM_MIN = 1;
export const AVATAR_CROP_ZOOM_MAX = 3;
export const AVATAR_CROP_ZOOM_STEP = 0.1;
export const AVATAR_CROPPER_PADDING = 25;
export const AVATAR_KEYBOARD_STEP = 10;
export const AVATAR_SIZE_PX = 64;
export const AVATAR_OUTPUT_TYPE = 'image/jpeg';
/** An uploaded image larger than this is refused before decoding. */
export const AVATAR_UPLOAD_MAX_BYTES = 5_000_000;
/** That size as the texts say it ('5 MB'). */
export const AVATAR_UPLOAD_MAX_TEXT = `${AVATAR_UPLOAD_MAX_BYTES / 1_000_000} MB`;

export const RECENT_SUBMISSIONS_COUNT = 3;
export const LEADERBOARD_PAGE_SIZE = 10;
export const LEADERBOARD_PAGE_SIZE_MAX = 50;
export const LEADERBOARD_FIRST_PAGE = 1;
export const LEADERBOARD_SKELETON_ROWS = 10;
export const LEGEND_BADGES = ['Zen Master', 'Zen Sage', 'Zen Sensei'] as const;
export const LEGEND_MEDALS = ['Gold', 'Silver', 'Bronze'] as const;

export const HEATMAP_DAYS = 365;
/** Lower bounds of heatmap levels 1..4: counts 1-5, 6-10, 11-20, over 20 (0 is level 0). */
export const HEATMAP_LEVEL_THRESHOLDS = [1, 6, 11, 21] as const;

export const EDITOR_FONT_SIZE = 16;
export const EDITOR_TAB_SIZE = 2;
export const EDITOR_WORD_WRAP = 'on';
export const EDITOR_UNDO_HISTORY = 100;
export const TOOLTIP_DELAY_MS = 700;
export const SHEET_OPEN_MS = 500;
export const SHEET_CLOSE_MS = 300;
export const SHEET_DEFAULT_SIDE = 'right';
export const BUTTON_VARIANTS = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
] as const;
export const BUTTON_SIZES = ['default', 'sm', 'lg', 'icon'] as const;

export const MARKDOWN_ALLOWED_PROTOCOLS = [
  'http',
  'https',
  'irc',
  'ircs',
  'mailto',
  'xmpp',
] as const;
export const MARKDOWN_LINK_LABEL_MAX = 999;
export const MARKDOWN_LIST_NUMBER_MAX_DIGITS = 9;
export const MARKDOWN_HEADING_MAX_DEPTH = 6;

export const UPLOAD_CONCURRENCY = 6;
export const PROBLEM_SIDEBAR_SKELETON_ROWS = 5;

// Language facts come from each language's file in judge/languages (their one source).
const byLanguage = <T>(fact: (language: (typeof languages)[number]) => T) =>
  Object.fromEntries(languages.map((language) => [language.id, fact(language)])) as Record<
    LanguageId,
    T
  >;
/** Display labels per language id; the product shows Cpp as "C++". */
export const LANGUAGE_LABELS = byLanguage((language) => language.label);
/** The editor's (Monaco's) name for each language. */
export const LANGUAGE_MONACO_IDS = byLanguage((language) => language.monacoId);
/** Short names the product accepts for a language (py, js). */
export const LANGUAGE_ALIASES: Readonly<Record<string, LanguageId>> = Object.fromEntries(
  languages.flatMap((language) => language.aliases.map((alias) => [alias, language.id])),
);
/** The compiler page offers these; the problem page offers every language. */
export const COMPILER_PAGE_LANGUAGES: readonly LanguageId[] = languages
  .filter((language) => language.onCompilerPage)
  .map((language) => language.id);
export const PROBLEM_PAGE_LANGUAGES: readonly LanguageId[] = languages.map(
  (language) => language.id,
);
/**
 * The problem page's languages for a problem of this signature: every one it offers (no Rust
 * where LeetCode has none, the language registry's `offers` rule), in the page's order.
 */
export const problemPageLanguages = (signature: Signature): readonly LanguageId[] =>
  offeredLanguages(signature);
/** File extensions for new compiler files (main{n}.{ext}) and catalogue solutions. */
export const LANGUAGE_FILE_EXTENSIONS = byLanguage((language) =>
  language.sourceFile.split('.').pop()!,
);

/** Named copies of a draft kept per problem (a conflict resolved with "Keep both" adds one). */
export const DRAFT_COPIES_MAX = 50;

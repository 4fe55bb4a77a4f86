/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SOCIAL_GITHUB_URL?: string;
  readonly VITE_SOCIAL_TWITTER_URL?: string;
  readonly VITE_SOCIAL_LINKEDIN_URL?: string;
}

export type { Language, LanguageSpec, MemoryMode } from './language.ts';
export { languages, findLanguage, getLanguage } from './registry.ts';
export { probeToolchains, toolchainVersion, type ToolchainStatus } from './probe-toolchains.ts';

export type { LanguageSpec, MemoryMode } from './language.ts';
export {
  type Language,
  languages,
  findLanguage,
  offeredLanguages,
  offersLanguage,
  getLanguage,
  referenceLanguages,
  setToolchainPath,
} from './registry.ts';
export { toolchainExecutable, withToolchain } from './with-toolchain.ts';
export { probeToolchains, toolchainVersion, type ToolchainStatus } from './probe-toolchains.ts';

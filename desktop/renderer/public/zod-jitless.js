// Runs before the app's bundle. Zod compiles object parsers with `new Function` when it may; the
// Content-Security-Policy forbids eval and Chromium reports even zod's guarded probe as a
// violation. Zod reads its settings from this global (shared by every copy of zod on the page),
// and each object schema decides when it is built, so it must be set before any module runs.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});

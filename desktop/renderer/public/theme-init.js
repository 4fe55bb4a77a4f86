/* global window, document */
// Runs before the app's bundle: sets the stored theme on <html> so the first paint is right.
// The key and values mirror THEME_STORAGE_KEY and THEMES in @zencode/shared/contract. In the
// desktop app (its preload defines window.zencode first), no pick yet means the system's theme.
(function () {
  var theme = 'dark';
  if (
    window.zencode &&
    window.matchMedia &&
    window.matchMedia('(prefers-color-scheme: light)').matches
  )
    theme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch {
    // Storage can be unavailable (privacy mode); the default (or the system's) theme applies.
  }
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();

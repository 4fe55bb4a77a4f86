/* global window, document */
// Runs before the app's bundle: sets the stored theme on <html> so the first paint is right.
// The key and values mirror THEME_STORAGE_KEY and THEMES in @zencode/shared/contract.
(function () {
  var theme = 'dark';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch {
    // Storage can be unavailable (privacy mode); the default theme applies.
  }
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();

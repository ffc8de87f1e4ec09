// Applies the remembered theme to <html> before first paint, so a dark-theme user never sees a
// white flash. A separate file because the CSP forbids inline script. The key and class names
// must match src/web/theme/themeNames.ts; src/web/theme/themeInit.test.ts runs this file to check.
(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('lifelog.theme');
    if (stored === 'dark' || stored === 'light') theme = stored;
  } catch (error) {
    // Storage blocked: fall back to the default light theme (spec §9).
  }
  var root = document.documentElement;
  root.classList.remove('theme-light', 'theme-dark');
  root.classList.add('theme-' + theme);
})();

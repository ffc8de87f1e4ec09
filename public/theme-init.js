// Applies the starting theme to <html> before first paint, so nobody sees the wrong theme flash.
// A separate file because the CSP forbids inline script. It decides as src/web/theme/themeStorage.ts
// `readStoredTheme` does: the theme chosen in this browser, else the signed-in user's saved one,
// else dark when the browser prefers it, else light (spec §9). The keys, query and class names
// must match themeNames.ts and localSession.ts; src/web/theme/themeInit.dom.test.ts runs this file to check.
(function () {
  var isTheme = function (value) {
    return value === 'dark' || value === 'light';
  };
  var theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  try {
    var stored = window.localStorage.getItem('lifelog.theme');
    if (isTheme(stored)) {
      theme = stored;
    } else {
      var user = JSON.parse(window.localStorage.getItem('lifelog.user') || 'null');
      if (user && user.preferences && isTheme(user.preferences.theme)) theme = user.preferences.theme;
    }
  } catch (error) {
    // Storage blocked or a corrupt user: the browser's wish stands.
  }
  var root = document.documentElement;
  root.classList.remove('theme-light', 'theme-dark');
  root.classList.add('theme-' + theme);
})();

// Preloads the first screen's lazy files (its route's code and texts, the language's shell texts,
// with a stored session the signed-in shell) as the head is parsed, so they download alongside the
// app's entry instead of once it has run. The built index.html lists them per screen and language
// in <meta name="lifelog-first-screen"> (scripts/preloadPlugin.ts); without it (npm run dev)
// nothing happens. A separate file because the CSP forbids inline script. The language is guessed
// as src/web/i18n/languageStorage.ts `readStoredLanguage` decides (chosen here, else the stored
// user's, else the browser's, else English); a wrong guess only costs a download, since the app
// loads what it needs itself. src/web/firstScreen.dom.test.ts runs this file.
(function () {
  var meta = document.querySelector('meta[name="lifelog-first-screen"]');
  if (!meta) return;
  var user = null;
  var chosen = null;
  try {
    user = JSON.parse(window.localStorage.getItem('lifelog.user') || 'null');
    chosen = window.localStorage.getItem('lifelog.language');
  } catch (error) {
    // Storage blocked or a corrupt user: a visitor without a session.
  }
  var catalogueOf = function (code) {
    return String(code) === '1' ? 'en' : String(code) === '2' ? 'sv' : null;
  };
  var catalogue = catalogueOf(chosen) || (user && user.preferences && catalogueOf(user.preferences.language));
  var preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  for (var i = 0; !catalogue && i < preferred.length; i++) {
    var primary = String(preferred[i]).toLowerCase().split('-')[0];
    if (primary === 'en' || primary === 'sv') catalogue = primary;
  }
  var files = meta.getAttribute('data-' + (user ? 'signed-in' : 'signed-out') + '-' + (catalogue || 'en'));
  (files ? files.split(' ') : []).forEach(function (href) {
    var link = document.createElement('link');
    // Crossorigin, as Vite's loader asks for them, so the preloaded copies are the ones used.
    if (/\.css$/.test(href)) {
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'style');
    } else {
      link.setAttribute('rel', 'modulepreload');
    }
    link.setAttribute('crossorigin', '');
    link.setAttribute('href', href);
    document.head.appendChild(link);
  });
})();

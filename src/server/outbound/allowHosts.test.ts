// Proves how OUTBOUND_ALLOW_HOSTS entries are read and matched: host:port in the URL parser's
// normal form, the scheme's default port filled in, nothing looser than the exact pair.
import { describe, expect, it } from 'vitest';
import { hostPortOf, isAllowedHost, normalizeAllowHost } from './allowHosts';

describe('normalizeAllowHost', () => {
  it.each([
    ['recipes.lan:8080', 'recipes.lan:8080'],
    [' Recipes.LAN:80 ', 'recipes.lan:80'],
    ['127.1:3000', '127.0.0.1:3000'],
    ['2130706433:3000', '127.0.0.1:3000'],
    ['[::1]:8080', '[::1]:8080'],
    ['[::ffff:127.0.0.1]:80', '[::ffff:7f00:1]:80'],
  ])('reads %s as %s', (entry, normal) => {
    expect(normalizeAllowHost(entry)).toBe(normal);
  });

  it.each(['recipes.lan', 'recipes.lan:', ':8080', 'recipes.lan:0', 'recipes.lan:65536', 'http://recipes.lan:80', 'recipes.lan:80/path', 'user@recipes.lan:80', 'a b:80', '::1:80', 'recipes.lan:eighty'])(
    'refuses %s',
    (entry) => {
      expect(normalizeAllowHost(entry)).toBeUndefined();
    },
  );
});

describe('isAllowedHost', () => {
  it('fills in the default port of the scheme', () => {
    expect(hostPortOf(new URL('http://recipes.lan/x'))).toBe('recipes.lan:80');
    expect(hostPortOf(new URL('https://recipes.lan/x'))).toBe('recipes.lan:443');
    expect(isAllowedHost(new URL('http://recipes.lan/soup'), ['recipes.lan:80'])).toBe(true);
    expect(isAllowedHost(new URL('https://recipes.lan/soup'), ['recipes.lan:80'])).toBe(false);
  });

  it('matches the pair whatever notation either side uses', () => {
    expect(isAllowedHost(new URL('http://2130706433:3000/'), ['127.0.0.1:3000'])).toBe(true);
    expect(isAllowedHost(new URL('http://[0:0:0:0:0:0:0:1]:8080/'), ['[::1]:8080'])).toBe(true);
    expect(isAllowedHost(new URL('http://RECIPES.lan:8080/'), ['recipes.LAN:8080'])).toBe(true);
  });

  it('allows nothing else: not another port, not a subdomain, not another name for the same address', () => {
    const allow = ['recipes.lan:8080'];
    expect(isAllowedHost(new URL('http://recipes.lan:8081/'), allow)).toBe(false);
    expect(isAllowedHost(new URL('http://evil.recipes.lan:8080/'), allow)).toBe(false);
    expect(isAllowedHost(new URL('http://recipes.lan.evil.example:8080/'), allow)).toBe(false);
    expect(isAllowedHost(new URL('http://localhost:3000/'), ['127.0.0.1:3000'])).toBe(false);
    expect(isAllowedHost(new URL('http://recipes.lan:8080/'), [])).toBe(false);
  });
});

// The integrations page's commands: what a user pastes into a shell must send a heartbeat as the
// server expects it (POST, the key in X-Heartbeat-Key, this app's URL), and the form's minutes
// must map onto the contract's 10 s to a day.
import { describe, expect, it } from 'vitest';
import { heartbeatRecipes, minutesOf, secondsOf } from './recipes';

describe('heartbeatRecipes', () => {
  const recipes = heartbeatRecipes('https://life.example', { _id: 'Vw3k_9aQ-2Lm', key: 'k3y-_ABCDEFGHIJKLMNOPQRSTUVWXYZ01' });

  it('points at /api/heartbeat/{id} of the app’s origin', () => {
    expect(recipes.url).toBe('https://life.example/api/heartbeat/Vw3k_9aQ-2Lm');
  });

  it('posts with the key in X-Heartbeat-Key, failing loudly on a refusal', () => {
    expect(recipes.curl).toBe("curl -fsS -X POST -H 'X-Heartbeat-Key: k3y-_ABCDEFGHIJKLMNOPQRSTUVWXYZ01' 'https://life.example/api/heartbeat/Vw3k_9aQ-2Lm'");
  });

  it('loops once a minute, and runs from cron every minute', () => {
    expect(recipes.loop).toBe(`while true; do ${recipes.curl}; sleep 60; done`);
    expect(recipes.cron).toBe(`* * * * * ${recipes.curl} >/dev/null 2>&1`);
  });
});

describe('minutes and seconds', () => {
  it.each([
    [900, '15'],
    [30, '0.5'],
    [12, '0.2'],
    [86_400, '1440'],
  ])('%i seconds show as %s minutes', (seconds, minutes) => {
    expect(minutesOf(seconds)).toBe(minutes);
  });

  it.each([
    ['15', 900],
    [' 0,5 ', 30],
    ['0.2', 12],
    ['1440', 86_400],
    ['0.1', null],
    ['1441', null],
    ['', null],
    ['ten', null],
  ])('"%s" minutes are %s seconds', (minutes, seconds) => {
    expect(secondsOf(minutes)).toBe(seconds);
  });
});

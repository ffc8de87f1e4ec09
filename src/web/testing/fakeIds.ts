// What every fake area server makes its records with: ids and creation times that grow with each
// fake made (across areas), so "newer" is always later and no two ids meet.

let counter = 0;

/** A new id: `prefix` padded with the next number to 12 characters, as the contract's ids. */
export function fakeId(prefix: string): string {
  counter += 1;
  return `${prefix}${String(counter).padStart(12 - prefix.length, '0')}`;
}

/** A creation time later than every fake made before it. */
export function fakeTime(): string {
  return new Date(Date.UTC(2026, 0, 1, 0, 0, counter)).toISOString();
}

/** How many fakes have been made: a position after every earlier fake's. */
export function fakeCount(): number {
  return counter;
}

/** An id for a URL that only has to be well formed (the route tables' samples): 12 URL-safe characters, as DESIGN §2's. */
export const sampleId = 'abc123def456';

import { cleanLines, cleanText, markHeading } from './text';
import { asList, hasType, isNode, type ResolveReference } from './schemaNode';

/**
 * The steps of a recipeInstructions value in every shape sites use: one string (split at line
 * breaks and paragraphs), a list of strings, HowToStep (its text, else its name), HowToSection
 * (`## Name`, then its steps), ItemList/itemListElement, and lists of any of these.
 */
export function instructionSteps(value: unknown, resolve: ResolveReference): string[] {
  const budget = { visits: MAX_VISITS };
  return collect(value, resolve, 0, budget).map(withoutNumber).filter((step) => step !== '').map(markHeading);
}

/** Sections referencing each other by @id could otherwise multiply without end. */
const MAX_VISITS = 2000;

function collect(value: unknown, resolve: ResolveReference, depth: number, budget: { visits: number }): string[] {
  if (depth > 6) return [];
  return asList(value).flatMap((item) => {
    budget.visits -= 1;
    if (budget.visits < 0) return [];
    const resolved = resolve(item);
    if (typeof resolved === 'string') return cleanLines(resolved, { headings: true });
    if (!isNode(resolved)) return [];
    const children = resolved.itemListElement ?? resolved.step ?? resolved.steps;
    if (hasType(resolved, 'HowToSection')) {
      const name = firstText(resolved.name);
      const steps = collect(children, resolve, depth + 1, budget);
      return name === undefined ? steps : [`## ${name.replace(/:$/, '')}`, ...steps];
    }
    if (children !== undefined && !hasText(resolved)) return collect(children, resolve, depth + 1, budget);
    const text = firstText(resolved.text) ?? firstText(resolved.description) ?? firstText(resolved.name) ?? firstText(resolved.item);
    if (text === undefined) return [];
    const title = stepTitle(resolved.name, text);
    // One step's text is one step: its raw line breaks only wrap it; its paragraphs still split.
    const lines = cleanLines(text.replace(/[\r\n\u2028\u2029]+/g, ' '));
    return title === undefined ? lines : [`## ${title}`, ...lines];
  });
}

/**
 * A step's name when it titles the step ("Make the sauce"): most sites repeat the text as the
 * name, or its start, or number it ("Step 2"), and those say nothing more.
 */
function stepTitle(name: unknown, text: string): string | undefined {
  const title = firstText(name);
  if (title === undefined) return undefined;
  const cleanTitle = cleanText(title).replace(/\s*(?:\.|…|\.\.\.)$/, '');
  if (cleanTitle === '' || cleanText(text).startsWith(cleanTitle) || /^(?:step|schritt|étape|paso|stap|steg|passo)?\s*\d+\.?$/i.test(cleanTitle)) return undefined;
  return cleanTitle.replace(/:$/, '');
}

function hasText(node: Record<string, unknown>): boolean {
  return firstText(node.text) !== undefined;
}

function firstText(value: unknown): string | undefined {
  for (const item of asList(value)) {
    if (typeof item === 'string' && cleanText(item) !== '') return item;
  }
  return undefined;
}

/**
 * "1. Heat the oven", "Step 2: Mix" and "Step 3Bake" lose their numbers: the list keeps the order.
 * So do headings ("## Step 1: Make the sauce"); one that only numbers its step goes.
 */
function withoutNumber(step: string): string {
  const heading = step.startsWith('## ');
  const text = step.slice(heading ? 3 : 0).replace(/^(?:step\s*\d{1,2}\s*[.):]?\s*|\d{1,2}\s*[.):]\s+)/i, '').trim();
  return heading && text !== '' ? `## ${text}` : text;
}

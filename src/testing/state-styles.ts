/**
 * Which Tailwind utilities apply to an element as it stands, in the light theme with no
 * pointer or focus on it. jsdom computes no CSS, so this reads from the classes what a browser
 * would draw. A utility under `data-[state=x]:` applies when the element's data-state is x; one
 * under `group-data-[state=x]:` when its nearest `.group` ancestor's is. Any other variant
 * (hover, focus, dark, forced-colors, …) does not apply. Issue 37 uses it to prove that a checked
 * control looks checked.
 */
function applied(element: Element) {
  return [...element.classList].flatMap((token) => {
    const variants = token.split(/:(?![^[]*\])/);
    const utility = variants.pop()!;
    return variants.every((variant) => variantHolds(element, variant))
      ? [{ utility, variants: variants.length }]
      : [];
  });
}

function variantHolds(element: Element, variant: string): boolean {
  const own = /^data-\[state=([\w-]+)\]$/.exec(variant);
  if (own) return element.getAttribute('data-state') === own[1];
  const group = /^group-data-\[state=([\w-]+)\]$/.exec(variant);
  if (group) return element.closest('.group')?.getAttribute('data-state') === group[1];
  return false;
}

/**
 * The utility of a family that wins (`bg-` gives 'bg-primary'): Tailwind writes a utility with
 * more variants after a plainer one, so among those that apply the most qualified is drawn.
 */
export function drawnUtility(element: Element, family: string): string | null {
  const candidates = applied(element).filter(({ utility }) => utility.startsWith(family));
  candidates.sort((a, b) => a.variants - b.variants);
  return candidates.at(-1)?.utility ?? null;
}

/** The background drawn: 'bg-primary', 'bg-card', or null when none is set. */
export const backgroundOf = (element: Element) => drawnUtility(element, 'bg-');

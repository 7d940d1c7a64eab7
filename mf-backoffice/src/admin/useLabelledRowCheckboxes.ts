import { useEffect, type RefObject } from 'react';

const UNLABELLED = '.MuiCheckbox-root[aria-label] > input[type="checkbox"]:not([aria-label])';

/** Moves the label of each of react-admin's checkboxes from its wrapper onto the input. */
function labelCheckboxes(root: ParentNode) {
  for (const input of root.querySelectorAll<HTMLInputElement>(UNLABELLED)) {
    const wrapper = input.parentElement!;
    input.setAttribute('aria-label', wrapper.getAttribute('aria-label')!);
    wrapper.removeAttribute('aria-label');
  }
}

/**
 * react-admin 5 gives its list's row and select-all checkboxes their name ('Diese Zeile
 * auswählen') on MUI's wrapper span, so the checkbox itself has none for a screen reader (axe:
 * `label`, critical). Under `root`, every such checkbox gets the name on the input, now and
 * whenever a list renders new rows.
 */
export function useLabelledRowCheckboxes(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    labelCheckboxes(element);
    const observer = new MutationObserver(() => labelCheckboxes(element));
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    return () => observer.disconnect();
  }, [root]);
}

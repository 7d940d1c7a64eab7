import type { ComponentType, ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface WebComponentOptions {
  /** Observed attributes; each becomes a string prop (kebab-case → camelCase), null when absent. */
  attributes: readonly string[];
  /** CSS for the shadow root, so the page's styles neither leak in nor out. */
  styles?: string;
  /** Wraps the element's React tree, e.g. in an i18n provider; gets the element's props. */
  wrap?: (children: ReactNode, props: Record<string, string | null>) => ReactNode;
}

function toPropName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Gives the shadow root its styles as a constructed stylesheet, which a host page's
 * Content-Security-Policy does not govern (an inline `<style>` would need the page's nonce or
 * 'unsafe-inline'); a `<style>` element only where constructed stylesheets are missing.
 */
function adoptStyles(shadow: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  shadow.appendChild(style);
}

/**
 * Registers `tagName` as a custom element rendering `Component` in a shadow root. Defining the
 * same tag twice is a no-op, so several scripts may ship the same element.
 */
export function defineWebComponent<Props extends Record<string, string | null>>(
  tagName: string,
  Component: ComponentType<Props>,
  options: WebComponentOptions,
): void {
  if (customElements.get(tagName)) return;

  class ReactWebComponent extends HTMLElement {
    static observedAttributes = [...options.attributes];
    private root: Root | null = null;

    connectedCallback() {
      if (!this.root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        if (options.styles) adoptStyles(shadow, options.styles);
        const mountPoint = document.createElement('div');
        shadow.appendChild(mountPoint);
        this.root = createRoot(mountPoint);
      }
      this.renderComponent();
    }

    attributeChangedCallback() {
      if (this.root) this.renderComponent();
    }

    disconnectedCallback() {
      this.root?.unmount();
      this.root = null;
      this.shadowRoot?.replaceChildren();
    }

    private renderComponent() {
      const props: Record<string, string | null> = {};
      for (const attribute of options.attributes) {
        props[toPropName(attribute)] = this.getAttribute(attribute);
      }
      const element = <Component {...(props as Props)} />;
      this.root?.render(options.wrap ? options.wrap(element, props) : element);
    }
  }

  customElements.define(tagName, ReactWebComponent);
}

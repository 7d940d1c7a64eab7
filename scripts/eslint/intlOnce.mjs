// Intl formatters are built once, at module level, never per call. Each one (Intl.DateTimeFormat,
// NumberFormat, Collator, PluralRules…) holds tens of kilobytes of native ICU memory behind a small
// JS object, and that memory is freed only when a full garbage collection collects the object: the
// JS heap stays small, so one formatter per request grew the API's resident memory by hundreds of
// megabytes under load. `toLocaleString(locale, …)` and `localeCompare(other, locale)` build one
// per call as well (only the argument-less forms use the engine's cached default).
const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const LOCALE_METHODS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);

const isIntlConstructor = (callee) =>
  callee.type === 'MemberExpression' &&
  callee.object.type === 'Identifier' &&
  callee.object.name === 'Intl' &&
  !callee.computed;

const methodName = (callee) =>
  callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
    ? callee.property.name
    : null;

/** @type {import('eslint').Rule.RuleModule} */
export const intlOnce = {
  meta: {
    type: 'problem',
    docs: { description: 'Intl formatters are built once at module level, not per call' },
    messages: {
      perCall:
        'new Intl.{{name}} inside a function builds native ICU memory per call: build it once at module level.',
      localeMethod:
        '{{name}} with a locale or options builds an Intl formatter per call: use one built at module level.',
    },
    schema: [],
  },
  create(context) {
    return {
      NewExpression(node) {
        if (!isIntlConstructor(node.callee)) return;
        const inFunction = context.sourceCode.getAncestors(node).some((a) => FUNCTION.has(a.type));
        if (inFunction)
          context.report({ node, messageId: 'perCall', data: { name: node.callee.property.name } });
      },
      CallExpression(node) {
        const name = methodName(node.callee);
        if (
          (name && LOCALE_METHODS.has(name) && node.arguments.length > 0) ||
          (name === 'localeCompare' && node.arguments.length > 1)
        )
          context.report({ node, messageId: 'localeMethod', data: { name } });
      },
    };
  },
};

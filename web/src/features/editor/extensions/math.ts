import { Node } from '@tiptap/core';
import katex from 'katex';
import 'katex/dist/katex.min.css';

/** Renders LaTeX into an element; a malformed formula shows KaTeX's red error text instead of throwing. */
export function renderMath(element: HTMLElement, latex: string, displayMode: boolean): void {
  katex.render(latex, element, { displayMode, throwOnError: false, output: 'htmlAndMathml' });
}

function mathNode(name: 'mathInline' | 'mathBlock', inline: boolean) {
  const tag = inline ? 'span' : 'div';
  return Node.create({
    name,
    group: inline ? 'inline' : 'block',
    inline,
    atom: true,
    selectable: true,
    addAttributes: () => ({
      latex: {
        default: '',
        parseHTML: (element: HTMLElement) => element.getAttribute('data-latex') ?? element.textContent ?? '',
      },
    }),
    parseHTML: () => [{ tag: `${tag}[data-type="${name}"]` }],
    renderHTML: ({ node }) => [
      tag,
      { 'data-type': name, 'data-latex': node.attrs.latex as string },
      node.attrs.latex as string,
    ],
    // A plain DOM view: KaTeX output is static, so React would only add cost to a long document.
    addNodeView:
      () =>
      ({ node }) => {
        const dom = document.createElement(tag);
        dom.dataset.type = name;
        dom.className = inline ? 'math-inline' : 'math-block';
        renderMath(dom, node.attrs.latex as string, !inline);
        return { dom };
      },
  });
}

/** Inline math, `$…$` in Markdown and LaTeX. */
export const MathInline = mathNode('mathInline', true);
/** Display math, `$$…$$`. */
export const MathBlock = mathNode('mathBlock', false);

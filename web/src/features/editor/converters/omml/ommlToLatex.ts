import { accentCommand, FUNCTION_NAMES, SYMBOL_COMMANDS } from './mathSymbols';

const M = 'http://schemas.openxmlformats.org/officeDocument/2006/math';

const kids = (node: Element) => Array.from(node.children);
const rows = (node: Element, name: string) => kids(node).filter((child) => child.localName === name);
const part = (node: Element | undefined, name: string) =>
  node ? kids(node).find((k) => k.localName === name) : undefined;

/** A property of an OMML element (m:type inside m:fPr): its m:val, '' when given without one, undefined when absent. */
function prop(node: Element, name: string): string | undefined {
  const found = part(part(node, `${node.localName}Pr`), name);
  return found ? (found.getAttributeNS(M, 'val') ?? found.getAttribute('m:val') ?? '') : undefined;
}
const isOn = (value: string | undefined) => value !== undefined && !/^(off|0|false)$/.test(value);

// Characters that mean something else to LaTeX in math mode.
const MATH_ESCAPES: Record<string, string> = {
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  '#': '\\#',
  '&': '\\&',
  $: '\\$',
  _: '\\_',
  '\\': '\\backslash',
  '^': '\\hat{}',
  '~': '\\sim',
};
const TEXT_ESCAPES: Record<string, string> = {
  ...MATH_ESCAPES,
  '\\': '\\textbackslash{}',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
};

// A command made of letters needs a space before a following letter (\alpha x, not \alphax).
const spaced = (token: string) => (/^\\[A-Za-z]+$/.test(token) ? `${token} ` : token);

function mathText(text: string): string {
  return [...text]
    .map((char) => {
      // A plain space only separates tokens in LaTeX math; the other spaces (em, thin …) are spacing asked for.
      if (char === ' ') return ' ';
      if (char === '\u2003') return '\\quad ';
      if (/\s/.test(char)) return '\\,';
      return spaced(SYMBOL_COMMANDS[char] ?? MATH_ESCAPES[char] ?? char);
    })
    .join('');
}

const functionName = (name: string) => (FUNCTION_NAMES.has(name) ? `\\${name} ` : `\\operatorname{${name}}`);

const ALPHABETS: Record<string, string> = {
  'double-struck': '\\mathbb',
  script: '\\mathcal',
  fraktur: '\\mathfrak',
  'sans-serif': '\\mathsf',
  monospace: '\\mathtt',
};

function run(node: Element): string {
  const text = kids(node)
    .filter((child) => child.localName === 't')
    .map((child) => child.textContent ?? '')
    .join('');
  if (part(part(node, 'rPr'), 'nor')) {
    if (!text.trim()) return mathText(text);
    return `\\text{${[...text].map((char) => TEXT_ESCAPES[char] ?? char).join('')}}`;
  }
  const latex = mathText(text);
  const alphabet = ALPHABETS[prop(node, 'scr') ?? ''];
  if (alphabet) return `${alphabet}{${latex}}`;
  switch (prop(node, 'sty')) {
    case 'p':
      if (/^[A-Za-z]{2,}$/.test(text)) return functionName(text);
      return /[A-Za-z]/.test(text) ? `\\mathrm{${latex}}` : latex;
    case 'b':
      return `\\mathbf{${latex}}`;
    case 'bi':
      return `\\boldsymbol{${latex}}`;
    default:
      return latex;
  }
}

const inner = (node: Element, name: string) => {
  const found = part(node, name);
  return found ? sequence(found).trim() : '';
};
// A script's base is one token (x, \alpha) or a braced group.
const base = (latex: string) => (/^(\\[A-Za-z]+|[^\\{}\s])$/.test(latex.trim()) ? latex.trim() : `{${latex}}`);
const scripts = (sub: string, sup: string) => (sub ? `_{${sub}}` : '') + (sup ? `^{${sup}}` : '');

const DELIMITERS: Record<string, string> = {
  '(': '(',
  ')': ')',
  '[': '[',
  ']': ']',
  '{': '\\{',
  '}': '\\}',
  '|': '|',
  '∣': '|',
  '‖': '\\|',
  '∥': '\\|',
  '⟨': '\\langle',
  '⟩': '\\rangle',
  '〈': '\\langle',
  '〉': '\\rangle',
  '⌊': '\\lfloor',
  '⌋': '\\rfloor',
  '⌈': '\\lceil',
  '⌉': '\\rceil',
  '/': '/',
  '': '.',
};

function delimited(node: Element): string {
  const open = prop(node, 'begChr') ?? '(';
  const close = prop(node, 'endChr') ?? ')';
  const items = rows(node, 'e');
  const body = items.map((item) => sequence(item).trim()).join(` ${mathText(prop(node, 'sepChr') ?? '|')} `);
  // A brace opening a matrix and closing nothing is how Word (and KaTeX's MathML) write cases.
  const isCases =
    open === '{' && close === '' && items.length === 1 && kids(items[0]!).every((k) => k.localName === 'm');
  if (isCases) return body.replace(/^\\begin\{matrix\}(.*)\\end\{matrix\}$/, '\\begin{cases}$1\\end{cases}');
  const [left, right] = [DELIMITERS[open], DELIMITERS[close]];
  // \left and \right take only delimiters; any other character stays as text around the body.
  if (left === undefined || right === undefined) return `${mathText(open)}${body}${mathText(close)}`;
  return `\\left${spaced(left)}${body}\\right${spaced(right)}`;
}

function nary(node: Element): string {
  const char = prop(node, 'chr') || '∫';
  const sub = isOn(prop(node, 'subHide')) ? '' : inner(node, 'sub');
  const sup = isOn(prop(node, 'supHide')) ? '' : inner(node, 'sup');
  return `${SYMBOL_COMMANDS[char] ?? mathText(char)}${scripts(sub, sup)} ${inner(node, 'e')}`;
}

// Limits under a function name or a brace are its scripts (\lim_{x \to 0}); elsewhere a stacked expression.
const takesScripts = (latex: string) => /^\\(underbrace|overbrace)\{|^\\[A-Za-z]+ ?$/.test(latex.trim());

function accent(node: Element): string {
  const char = prop(node, 'chr') || '\u0302';
  const command = accentCommand(char);
  const body = inner(node, 'e');
  return command ? `${command}{${body}}` : `\\overset{${mathText(char)}}{${body}}`;
}

function groupChr(node: Element): string {
  const char = prop(node, 'chr') || '⏟';
  const body = inner(node, 'e');
  if (char === '⏟') return `\\underbrace{${body}}`;
  if (char === '⏞') return `\\overbrace{${body}}`;
  return `\\${prop(node, 'pos') === 'top' ? 'overset' : 'underset'}{${mathText(char)}}{${body}}`;
}

function matrix(node: Element): string {
  const body = rows(node, 'mr').map((row) =>
    rows(row, 'e')
      .map((cell) => sequence(cell).trim())
      .join(' & '),
  );
  return `\\begin{matrix}${body.join(' \\\\ ')}\\end{matrix}`;
}

function convert(node: Element): string {
  const e = () => inner(node, 'e');
  switch (node.localName) {
    case 'r':
      return run(node);
    case 't':
      return mathText(node.textContent ?? '');
    case 'f': {
      const [num, den] = [inner(node, 'num'), inner(node, 'den')];
      const type = prop(node, 'type');
      if (type === 'noBar') return `\\genfrac{}{}{0pt}{}{${num}}{${den}}`;
      return type === 'lin' || type === 'skw' ? `${base(num)}/${base(den)}` : `\\frac{${num}}{${den}}`;
    }
    case 'sSup': {
      const sup = inner(node, 'sup');
      // Primes are written f' in LaTeX; f^{'} would raise them twice.
      return base(e()) + (/^'+$/.test(sup) ? sup : scripts('', sup));
    }
    case 'sSub':
      return base(e()) + scripts(inner(node, 'sub'), '');
    case 'sSubSup':
      return base(e()) + scripts(inner(node, 'sub'), inner(node, 'sup'));
    case 'sPre':
      return `{}${scripts(inner(node, 'sub'), inner(node, 'sup'))}${base(e())}`;
    case 'rad': {
      const degree = isOn(prop(node, 'degHide')) ? '' : inner(node, 'deg');
      return degree ? `\\sqrt[${degree}]{${e()}}` : `\\sqrt{${e()}}`;
    }
    case 'nary':
      return nary(node);
    case 'd':
      return delimited(node);
    case 'acc':
      return accent(node);
    case 'bar':
      return prop(node, 'pos') === 'top' ? `\\overline{${e()}}` : `\\underline{${e()}}`;
    case 'groupChr':
      return groupChr(node);
    case 'limLow':
      return takesScripts(e()) ? `${e()}_{${inner(node, 'lim')}}` : `\\underset{${inner(node, 'lim')}}{${e()}}`;
    case 'limUpp':
      return takesScripts(e()) ? `${e()}^{${inner(node, 'lim')}}` : `\\overset{${inner(node, 'lim')}}{${e()}}`;
    case 'func': {
      const name = inner(node, 'fName');
      return `${/^[A-Za-z]+$/.test(name) ? functionName(name) : name} ${e()}`;
    }
    case 'm':
      return matrix(node);
    case 'eqArr':
      return `\\begin{gathered}${rows(node, 'e')
        .map((row) => sequence(row).trim())
        .join(' \\\\ ')}\\end{gathered}`;
    case 'borderBox':
      return `\\boxed{${e()}}`;
    case 'phant':
      return `\\phantom{${e()}}`;
    case 'oMathPara':
      return rows(node, 'oMath')
        .map((row) => sequence(row).trim())
        .join(' \\\\ ');
    default:
      // Property elements (m:fPr, m:ctrlPr, w:rPr …) hold formatting, never content.
      return node.localName.endsWith('Pr') ? '' : sequence(node);
  }
}

function sequence(node: Element): string {
  return kids(node).map(convert).join('');
}

/** The LaTeX of a Word equation (an m:oMath or m:oMathPara element), whitespace normalised. */
export function ommlToLatex(math: Element): string {
  return convert(math).replace(/\s+/g, ' ').trim();
}

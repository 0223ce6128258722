import { combiningAccent, NARY_OPERATORS } from './mathSymbols';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char);

const el = (name: string, ...children: string[]) => `<m:${name}>${children.join('')}</m:${name}>`;
const val = (name: string, value: string) => `<m:${name} m:val="${escapeXml(value)}"/>`;

// MathML's mathvariant as OMML run properties: m:scr picks the alphabet, m:sty upright/bold/italic.
const VARIANTS: Record<string, { scr?: string; sty?: string }> = {
  normal: { sty: 'p' },
  bold: { sty: 'b' },
  italic: { sty: 'i' },
  'bold-italic': { sty: 'bi' },
  'double-struck': { scr: 'double-struck', sty: 'p' },
  script: { scr: 'script' },
  'bold-script': { scr: 'script', sty: 'b' },
  fraktur: { scr: 'fraktur' },
  'bold-fraktur': { scr: 'fraktur', sty: 'b' },
  'sans-serif': { scr: 'sans-serif', sty: 'p' },
  monospace: { scr: 'monospace', sty: 'p' },
};

// U+2061 (function application) is invisible in MathML; in a Word run it would be a stray character.
const textOf = (node: Element) => (node.textContent ?? '').replace(/\u2061/g, '');

// Spaces as character references: docx's XML import drops a text that is only whitespace (\, \quad).
const encodeSpaces = (text: string) => text.replace(/\s/g, (char) => `&#x${char.charCodeAt(0).toString(16)};`);

const textRun = (text: string, props: string) =>
  el('r', props ? el('rPr', props) : '', `<m:t xml:space="preserve">${encodeSpaces(escapeXml(text))}</m:t>`);

function run(node: Element): string {
  const text = textOf(node);
  if (!text) return '';
  if (node.localName === 'mtext') return textRun(text, '<m:nor/>');
  // A name of several letters (sin, lim, an \operatorname) is upright in LaTeX, italic in OMML unless told.
  const variant = node.getAttribute('mathvariant') ?? (node.localName === 'mi' && text.length > 1 ? 'normal' : '');
  const { scr, sty } = VARIANTS[variant] ?? {};
  return textRun(text, (scr ? val('scr', scr) : '') + (sty ? val('sty', sty) : ''));
}

const kids = (node: Element) => Array.from(node.children);
const nth = (node: Element, index: number) => {
  const child = node.children[index];
  return child ? convert(child) : '';
};
const isFence = (node: Element | undefined) => node?.localName === 'mo' && node.getAttribute('fence') === 'true';

/** The big operator at the base of a script or limit element (∑ in msubsup), or the operator itself. */
function naryOperator(node: Element): string | null {
  const base =
    node.localName === 'mo'
      ? node
      : /^(msub|msup|msubsup|munder|mover|munderover)$/.test(node.localName)
        ? node.children[0]
        : null;
  const char = base?.localName === 'mo' ? textOf(base).trim() : '';
  return NARY_OPERATORS.has(char) ? char : null;
}

function nary(node: Element, char: string, operand: string): string {
  const name = node.localName;
  const hasSub = /sub$|subsup$|^munder/.test(name);
  const hasSup = /sup$|^mover|over$/.test(name);
  const sub = hasSub ? nth(node, 1) : '';
  const sup = hasSup ? nth(node, name === 'msup' || name === 'mover' ? 1 : 2) : '';
  const props = el(
    'naryPr',
    val('chr', char),
    val('limLoc', name.startsWith('mu') ? 'undOvr' : 'subSup'),
    hasSub ? '' : val('subHide', 'on'),
    hasSup ? '' : val('supHide', 'on'),
  );
  return el('nary', props, el('sub', sub), el('sup', sup), el('e', operand));
}

/** A row of MathML siblings; a big operator takes the next element as its operand, as Word expects. */
function sequence(nodes: Element[]): string {
  let out = '';
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index]!;
    const char = naryOperator(node);
    if (!char) {
      out += convert(node);
      continue;
    }
    const next = nodes[index + 1];
    const operand = next && next.localName !== 'mo' ? convert(nodes[++index]!) : '';
    out += nary(node, char, operand);
  }
  return out;
}

/** A row opened or closed by a stretchy fence (\left( … \right)) is an OMML delimiter. */
function fenced(nodes: Element[]): string {
  const open = isFence(nodes[0]) ? textOf(nodes.shift()!) : '';
  const close = isFence(nodes.at(-1)) ? textOf(nodes.pop()!) : '';
  return el('d', el('dPr', val('begChr', open), val('endChr', close)), el('e', sequence(nodes)));
}

function over(node: Element): string {
  const mark = textOf(node.children[1] ?? node).trim();
  const base = nth(node, 0);
  if (mark === '‾') return el('bar', el('barPr', val('pos', 'top')), el('e', base));
  if (mark === '⏞') return el('groupChr', el('groupChrPr', val('chr', mark), val('pos', 'top')), el('e', base));
  const accent = node.getAttribute('accent') === 'true' ? combiningAccent(mark) : undefined;
  if (accent) return el('acc', el('accPr', val('chr', accent)), el('e', base));
  return el('limUpp', el('e', base), el('lim', nth(node, 1)));
}

function under(node: Element): string {
  const mark = textOf(node.children[1] ?? node).trim();
  const base = nth(node, 0);
  if (mark === '‾' || mark === '_') return el('bar', el('barPr', val('pos', 'bot')), el('e', base));
  if (mark === '⏟') return el('groupChr', el('groupChrPr', val('chr', mark), val('pos', 'bot')), el('e', base));
  return el('limLow', el('e', base), el('lim', nth(node, 1)));
}

function table(node: Element): string {
  const rows = kids(node).filter((row) => row.localName === 'mtr');
  const columns = Math.max(1, ...rows.map((row) => row.children.length));
  const props = el('mPr', el('mcs', el('mc', el('mcPr', val('count', String(columns)), val('mcJc', 'center')))));
  const body = rows.map((row) => el('mr', ...kids(row).map((cell) => el('e', sequence(kids(cell))))));
  return el('m', props, ...body);
}

function convert(node: Element): string {
  switch (node.localName) {
    case 'mi':
    case 'mn':
    case 'mo':
    case 'mtext':
    case 'ms':
      return run(node);
    case 'mspace':
      // \quad is an em space in Word's math; thinner spaces a thin one.
      return textRun(parseFloat(node.getAttribute('width') ?? '0') >= 1 ? '\u2003' : '\u2009', '<m:nor/>');
    case 'mfrac': {
      const noBar = /^0(px|em|pt)?$/.test(node.getAttribute('linethickness') ?? '');
      return el('f', noBar ? el('fPr', val('type', 'noBar')) : '', el('num', nth(node, 0)), el('den', nth(node, 1)));
    }
    case 'msup':
      return el('sSup', el('e', nth(node, 0)), el('sup', nth(node, 1)));
    case 'msub':
      return el('sSub', el('e', nth(node, 0)), el('sub', nth(node, 1)));
    case 'msubsup':
      return el('sSubSup', el('e', nth(node, 0)), el('sub', nth(node, 1)), el('sup', nth(node, 2)));
    case 'mover':
      return over(node);
    case 'munder':
      return under(node);
    case 'munderover':
      return el(
        'limUpp',
        el('e', el('limLow', el('e', nth(node, 0)), el('lim', nth(node, 1)))),
        el('lim', nth(node, 2)),
      );
    case 'msqrt':
      return el('rad', el('radPr', val('degHide', 'on')), el('deg'), el('e', sequence(kids(node))));
    case 'mroot':
      return el('rad', el('deg', nth(node, 1)), el('e', nth(node, 0)));
    case 'mtable':
      return table(node);
    case 'menclose':
      return el('borderBox', el('e', sequence(kids(node))));
    case 'mphantom':
      return el('phant', el('e', sequence(kids(node))));
    case 'semantics':
      return nth(node, 0);
    case 'annotation':
    case 'annotation-xml':
      return '';
    case 'mrow':
      if (isFence(node.children[0]) || isFence(node.children[node.children.length - 1])) return fenced(kids(node));
      return sequence(kids(node));
    default:
      return sequence(kids(node));
  }
}

/** The OMML for a MathML `<math>` element (as KaTeX writes it): the children of an m:oMath. */
export function mathmlToOmml(math: Element): string {
  return sequence(kids(math));
}

/** What can be clicked in a page before React has it; links are not held (they navigate as they are). */
const HELD_CLICK_TARGETS = 'button, [role="button"], [role="tab"]';

/** On #root while the page waits for React; on a field with text typed meanwhile (index.html styles both). */
const AWAITING_APP_MARK = 'data-awaiting-app';
const FILLED_MARK = 'data-filled';

/** The text fields whose typing is handed to React (checkboxes and selects are not on these pages). */
const TEXT_FIELDS = 'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea';

/** Sets a field's text through its prototype's `value` setter: React's tracker, on the field itself, does not see it. */
function setValueUnseen(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Reflect.set(prototype, 'value', value, field);
}

/**
 * Hands a text typed before hydration to React. React adopts a field's current text without telling
 * the component (its state still holds the markup's value): the field is put back to the markup's
 * value through the property React watches, set to the typed text behind it, and an `input` event
 * then reaches the component's onChange as if the visitor had typed it now.
 */
function handOverTypedText(container: HTMLElement): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    setValueUnseen(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

export interface HeldInteractions {
  /** Called once React has committed the page: hands over what was done and replays what was held. */
  release: () => void;
}

/**
 * Lets a visitor use the prerendered page in `container` before React has taken it over (main.tsx
 * starts React at the first interaction): fields take focus and text natively; a form submitted and
 * a button or tab clicked in the meantime are held (the browser would send the form itself, the
 * button would do nothing), then replayed once React has the page, after the typed text has been
 * handed to it.
 */
export function holdInteractions(container: HTMLElement): HeldInteractions {
  // The last action held: a form's submit or a click, replayed if its element is still on the page.
  let held: { element: HTMLElement; replay: () => void } | undefined;

  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !container.contains(event.target)) return;
    event.preventDefault();
    const form = event.target;
    held = { element: form, replay: () => form.requestSubmit() };
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CLICK_TARGETS) : null;
    if (!target || !container.contains(target)) return;
    // A submit button's click is the form's submit event, held above.
    if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form) return;
    event.preventDefault();
    held = { element: target, replay: () => target.click() };
  };
  // index.html's style draws a field's focus and text as MUI would, from these marks, until React
  // has the page: otherwise the typed text runs over the field's label.
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && container.contains(field))
      field.toggleAttribute(FILLED_MARK, field.value !== '');
  };
  container.setAttribute(AWAITING_APP_MARK, '');
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);

  const release = () => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    container.removeAttribute(AWAITING_APP_MARK);
    for (const field of container.querySelectorAll(`[${FILLED_MARK}]`)) field.removeAttribute(FILLED_MARK);
    handOverTypedText(container);
    // Hydration leaves the focus where the visitor (or the field's autofocus) put it, but the
    // component never heard of it. React listens to focusin for onFocus: it learns the field has the
    // focus (MUI draws its focused outline) without the field losing it, which would close a phone's
    // keyboard.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== container && container.contains(focused))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // After React has applied the handed-over text (an input event's update is flushed before the
    // next task), so a held submit sends what was typed.
    window.setTimeout(() => {
      if (held?.element.isConnected) held.replay();
    }, 0);
  };
  return { release };
}

import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInteractions } from './holdInteractions';
import { OnFirstCommit } from './OnFirstCommit';

interface SignInProps {
  onSubmit: (sent: { email: string; password: string }) => void;
  onHelp: () => void;
  onEmailFocus: () => void;
}

/** A controlled form as the sign-in page has it: state-held fields, autoFocus on the first. */
function SignIn({ onSubmit, onHelp, onEmailFocus }: SignInProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email, password });
  };
  return (
    <form onSubmit={submit}>
      <input
        aria-label="Email"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onFocus={onEmailFocus}
      />
      <input aria-label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="button" onClick={onHelp}>
        Help
      </button>
      <button type="submit">Sign in</button>
    </form>
  );
}

// act() here drives hydrateRoot itself (Testing Library's render would replace the markup).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

/** The form's server markup in a container, as the server sends it, with the hold in place. */
function prerendered(props: SignInProps) {
  const el = document.createElement('div');
  el.innerHTML = renderToString(<SignIn {...props} />);
  document.body.append(el);
  container = el;
  const held = holdInteractions(el);
  const field = (label: string) => el.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  const button = (name: string) => [...el.querySelectorAll('button')].find((b) => b.textContent === name)!;
  const hydrate = async () => {
    await act(async () => {
      root = hydrateRoot(
        el,
        <OnFirstCommit onCommit={held.release}>
          <SignIn {...props} />
        </OnFirstCommit>,
      );
    });
    // The replay waits a task, after React has applied the handed-over text.
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  };
  return { el, field, button, hydrate };
}

const handlers = () => ({ onSubmit: vi.fn(), onHelp: vi.fn(), onEmailFocus: vi.fn() });

describe('holdInteractions', () => {
  it('sends a form submitted before hydration once React has it, with the text typed before', async () => {
    const props = handlers();
    const page = prerendered(props);
    // Typing before React: the browser changes the fields by itself.
    page.field('Email').value = 'ada@example.org';
    page.field('Password').value = 'correct horse';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    page.field('Email').form!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    await page.hydrate();
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    expect(props.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.org', password: 'correct horse' });
    expect(page.field('Email').value).toBe('ada@example.org');
  });

  it('keeps the typed text in the state for later edits, with nothing held', async () => {
    const props = handlers();
    const page = prerendered(props);
    page.field('Email').value = 'ada@exa';
    await page.hydrate();
    expect(props.onSubmit).not.toHaveBeenCalled();
    await act(async () => page.button('Sign in').click());
    expect(props.onSubmit).toHaveBeenCalledWith({ email: 'ada@exa', password: '' });
  });

  it("marks the page and a field typed into until React has them (index.html's style draws the field)", async () => {
    const page = prerendered(handlers());
    expect(page.el.hasAttribute('data-awaiting-app')).toBe(true);
    page.field('Email').value = 'ada';
    page.field('Email').dispatchEvent(new Event('input', { bubbles: true }));
    expect(page.field('Email').hasAttribute('data-filled')).toBe(true);
    expect(page.field('Password').hasAttribute('data-filled')).toBe(false);
    await page.hydrate();
    expect(page.el.hasAttribute('data-awaiting-app')).toBe(false);
    expect(page.field('Email').hasAttribute('data-filled')).toBe(false);
    expect(page.field('Email').value).toBe('ada');
  });

  it('replays a button clicked before hydration', async () => {
    const props = handlers();
    const page = prerendered(props);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.button('Help').dispatchEvent(click);
    expect(props.onHelp).not.toHaveBeenCalled();
    await page.hydrate();
    expect(props.onHelp).toHaveBeenCalledTimes(1);
  });

  it('hydration leaves the focus in the field the visitor chose, not the one autoFocus names', async () => {
    const page = prerendered(handlers());
    page.field('Password').focus();
    await page.hydrate();
    expect(document.activeElement).toBe(page.field('Password'));
  });

  it('tells the component about a field focused before hydration', async () => {
    const props = handlers();
    const page = prerendered(props);
    page.field('Email').focus();
    expect(props.onEmailFocus).not.toHaveBeenCalled();
    await page.hydrate();
    expect(document.activeElement).toBe(page.field('Email'));
    expect(props.onEmailFocus).toHaveBeenCalled();
  });
});

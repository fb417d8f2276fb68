import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Each test starts from an empty page.
afterEach(() => cleanup());

// A toast replaced at the end of a file's last test leaves after its exit animation, on a 200 ms
// timer (sonner's TIME_BEFORE_UNMOUNT): let it run while the page still exists, or it fires after
// the environment is gone ("window is not defined").
afterAll(() => new Promise((resolve) => setTimeout(resolve, 250)));

// What a browser focuses when a dialog opens: an element marked autofocus, else its first focusable
// element in tree order, else the dialog itself (the dialog focusing steps).
const FOCUSABLE = [
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'a[href]',
  '[tabindex]',
].join(',');

// jsdom has <dialog> but not its modal methods; these do what the browser does to the attributes
// and, on opening, to the focus (jsdom ≥ 30 no longer focuses elements of a closed dialog, so
// React's autoFocus, run before showModal(), no longer does it for the tests either).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const first =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Each test starts from an empty page.
afterEach(() => cleanup());

// A toast replaced at the end of a file's last test leaves after its exit animation, on a 200 ms
// timer (sonner's TIME_BEFORE_UNMOUNT): let it run while the page still exists, or it fires after
// the environment is gone ("window is not defined").
afterAll(() => new Promise((resolve) => setTimeout(resolve, 250)));

// jsdom has <dialog> but not its modal methods; these do what the browser does to the attributes.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

import { beforeEach, describe, expect, it } from 'vitest';
import { $spinner, startSpinner, stopSpinner } from './spinner.ts';

describe('spinner store', () => {
  beforeEach(() => $spinner.set({ show: true, message: '' }));

  it('is shown from the start with the default (empty) message', () => {
    expect($spinner.get()).toEqual({ show: true, message: '' });
  });

  it('start shows it with the given message, or with an empty one', () => {
    stopSpinner();
    startSpinner('Logger inn..');
    expect($spinner.get()).toEqual({ show: true, message: 'Logger inn..' });
    startSpinner();
    expect($spinner.get()).toEqual({ show: true, message: '' });
  });

  it('a login popup: the spinner holds what brings it to the front; stop forgets it (issue 41)', () => {
    const bringUp = () => undefined;
    startSpinner('Logg inn i vinduet', bringUp);
    expect($spinner.get()).toEqual({ show: true, message: 'Logg inn i vinduet', loginWindow: bringUp });
    stopSpinner();
    expect($spinner.get()).toEqual({ show: false, message: 'Logg inn i vinduet' });
    startSpinner();
    expect($spinner.get()).toEqual({ show: true, message: '' });
  });

  it('stop hides it and keeps the message', () => {
    startSpinner('Lagrer..');
    stopSpinner();
    expect($spinner.get()).toEqual({ show: false, message: 'Lagrer..' });
  });
});

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

  it('stop hides it and keeps the message', () => {
    startSpinner('Lagrer..');
    stopSpinner();
    expect($spinner.get()).toEqual({ show: false, message: 'Lagrer..' });
  });
});

// What leaves the page for monitoring: every URL-bearing field of the SDK's events redacted (spec: no personal data
// unmasked), the bundles' own names kept.
import { expect, it } from 'vitest';
import { redactEvent } from './datadog.ts';

it('redacts the view, its referrer, resources, failed resources and long tasks', () => {
  const event = {
    view: {
      url: 'https://minside.adressa.no/verifiser-familiemedlem?token=secret',
      referrer: 'https://minside.adressa.no/betal-faktura/1000123',
    },
    resource: { url: 'https://minside.adressa.no/api/account/1000003' },
    error: { resource: { url: 'https://minside.adressa.no/api/invoice/5100003/1000123' } },
    long_task: {
      scripts: [
        {
          source_url: 'https://minside.adressa.no/_astro/PayInvoice.DxweU91l.js',
          invoker: 'https://minside.adressa.no/callback?code=abc&state=def',
        },
        { source_url: '', invoker: 'TimerHandler:setTimeout' },
      ],
    },
  };
  expect(redactEvent(event)).toBe(true);
  expect(event).toEqual({
    view: {
      url: 'https://minside.adressa.no/verifiser-familiemedlem',
      referrer: 'https://minside.adressa.no/betal-faktura/{id}',
    },
    resource: { url: 'https://minside.adressa.no/api/account/{id}' },
    error: { resource: { url: 'https://minside.adressa.no/api/invoice/{id}/{id}' } },
    long_task: {
      scripts: [
        {
          source_url: 'https://minside.adressa.no/_astro/PayInvoice.DxweU91l.js',
          invoker: 'https://minside.adressa.no/callback',
        },
        { source_url: '', invoker: 'TimerHandler:setTimeout' },
      ],
    },
  });
});

it('leaves an event without URLs as it is, and keeps it', () => {
  const event = { type: 'action', action: { target: { name: 'Masked Element' } } };
  expect(redactEvent(event)).toBe(true);
  expect(event).toEqual({ type: 'action', action: { target: { name: 'Masked Element' } } });
});

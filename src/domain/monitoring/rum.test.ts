import { describe, expect, it } from 'vitest';
import { intakeOrigin, monitoringSettingsFrom, monitoringSetup, redactUrl } from './rum.ts';

const settings = {
  applicationId: 'app-1',
  clientToken: 'pub123',
  site: 'datadoghq.eu',
  env: 'production',
  service: 'minside',
};
const page = (origin: string) => ({
  titleCode: 'ADR',
  baseUrl: 'adressa.no',
  origin,
  hostname: new URL(origin).hostname,
});

describe('monitoringSettingsFrom', () => {
  it.each([
    [{}, undefined],
    [{ MINSIDE_DATADOG_APPLICATION_ID: 'app-1' }, undefined],
    [{ MINSIDE_DATADOG_CLIENT_TOKEN: 'pub123' }, undefined],
    [{ MINSIDE_DATADOG_APPLICATION_ID: ' ', MINSIDE_DATADOG_CLIENT_TOKEN: 'pub123' }, undefined],
    [{ MINSIDE_DATADOG_APPLICATION_ID: 'app-1', MINSIDE_DATADOG_CLIENT_TOKEN: 'pub123' }, settings],
    [
      {
        MINSIDE_DATADOG_APPLICATION_ID: 'app-1',
        MINSIDE_DATADOG_CLIENT_TOKEN: 'pub123',
        MINSIDE_DATADOG_SITE: 'us3.datadoghq.com',
        MINSIDE_DATADOG_ENV: 'staging',
        MINSIDE_DATADOG_VERSION: '1.2.3',
      },
      { ...settings, site: 'us3.datadoghq.com', env: 'staging', version: '1.2.3' },
    ],
  ])('%j', (env, expected) => expect(monitoringSettingsFrom(env)).toEqual(expected));

  it('refuses a site that is no Datadog site', () => {
    expect(() =>
      monitoringSettingsFrom({
        MINSIDE_DATADOG_APPLICATION_ID: 'a',
        MINSIDE_DATADOG_CLIENT_TOKEN: 'b',
        MINSIDE_DATADOG_SITE: 'evil.com',
      }),
    ).toThrow(/MINSIDE_DATADOG_SITE/);
  });
});

it.each([
  ['datadoghq.eu', 'https://browser-intake-datadoghq.eu'],
  ['datadoghq.com', 'https://browser-intake-datadoghq.com'],
  ['us3.datadoghq.com', 'https://browser-intake-us3-datadoghq.com'],
  ['ap1.datadoghq.com', 'https://browser-intake-ap1-datadoghq.com'],
])('intake of %s is %s', (site, origin) => expect(intakeOrigin(site)).toBe(origin));

describe('monitoringSetup', () => {
  it('runs with the production settings of spec section 9 wherever the build gave settings', () => {
    expect(monitoringSetup(settings, page('https://minside.adressa.no'), false)).toEqual({
      run: true,
      standIn: false,
      titleCode: 'ADR',
      init: {
        ...settings,
        sessionSampleRate: 10,
        sessionReplaySampleRate: 0,
        trackUserInteractions: true,
        trackResources: true,
        trackLongTasks: true,
        defaultPrivacyLevel: 'mask',
        enablePrivacyForActionName: true,
        allowedTracingUrls: ['https://minside.adressa.no/api/', 'http://localhost:3000'],
      },
    });
  });

  it('is off where no settings were given', () => {
    expect(monitoringSetup(undefined, page('https://minside.adressa.no'), true)).toEqual({
      run: false,
      why: 'no-settings',
    });
  });

  it('on this machine sends only to the stand-in intake, every session, and only when asked for', () => {
    expect(monitoringSetup(settings, page('http://localhost:7400'), false)).toEqual({ run: false, why: 'test-host' });
    const local = monitoringSetup(undefined, page('http://localhost:7400'), true);
    expect(local).toMatchObject({
      run: true,
      standIn: true,
      init: {
        sessionSampleRate: 100,
        sessionReplaySampleRate: 0,
        defaultPrivacyLevel: 'mask',
        proxy: 'http://localhost:7400/__stand-in/rum',
      },
    });
  });
});

describe('redactUrl', () => {
  it.each([
    ['https://minside.adressa.no/endre-profil', 'https://minside.adressa.no/endre-profil'],
    [
      'https://minside.adressa.no/verifiser-familiemedlem?token=abc#x',
      'https://minside.adressa.no/verifiser-familiemedlem',
    ],
    ['https://minside.adressa.no/callback?code=c&state=s', 'https://minside.adressa.no/callback'],
    ['https://minside.adressa.no/api/account/1000003', 'https://minside.adressa.no/api/account/{id}'],
    ['https://minside.adressa.no/api/subscription/5100003/ADR', 'https://minside.adressa.no/api/subscription/{id}/ADR'],
    ['https://minside.adressa.no/betal-faktura/1000123', 'https://minside.adressa.no/betal-faktura/{id}'],
    ['https://minside.adressa.no/api/x/ola%40example.com', 'https://minside.adressa.no/api/x/{id}'],
    [
      'https://minside.adressa.no/_astro/PayInvoice.DxweU91l.js?v=1',
      'https://minside.adressa.no/_astro/PayInvoice.DxweU91l.js',
    ],
    ['not a url', ''],
  ])('%s → %s', (url, expected) => expect(redactUrl(url)).toBe(expected));
});

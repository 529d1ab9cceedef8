// What a page needs to know to set up consent, analytics and monitoring, baked into it at build time from the
// title's data and the build's environment (a page never asks for it at run time).
import { monitoringSettingsFrom, MONITORING_ENV, type MonitoringSettings } from '../monitoring/rum.ts';

/** The id of the JSON script element the layout writes. */
export const MEASUREMENT_ELEMENT_ID = 'minside-measurement';

/** The build's environment variables that change what the pages say here (besides the title data). */
export const MEASUREMENT_ENV = [...MONITORING_ENV, 'MINSIDE_EXPERIMENTS'] as const;

export interface MeasurementSettings {
  titleCode: string;
  /** The site name analytics reports (the publication slug) and its group. */
  publication: string;
  group: string;
  baseUrl: string;
  tracking: boolean;
  hasPulse: boolean;
  pulseProvider: string;
  sourcepointId: number;
  sourcepointPmId: number;
  /** The experiments flag as the build was given it; only "true" turns experiment tracking on. */
  experiments?: string;
  monitoring?: MonitoringSettings;
}

/** What the settings take from the title; the rest comes from the build's environment. */
type MeasuredTitle = Omit<MeasurementSettings, 'experiments' | 'monitoring'>;

export function measurementSettings(
  title: MeasuredTitle,
  env: Readonly<Record<string, string | undefined>>,
): MeasurementSettings {
  const { titleCode, publication, group, baseUrl, tracking, hasPulse, pulseProvider, sourcepointId, sourcepointPmId } =
    title;
  const monitoring = monitoringSettingsFrom(env);
  const experiments = env.MINSIDE_EXPERIMENTS;
  return {
    titleCode,
    publication,
    group,
    baseUrl,
    tracking,
    hasPulse,
    pulseProvider,
    sourcepointId,
    sourcepointPmId,
    ...(experiments === undefined ? {} : { experiments }),
    ...(monitoring ? { monitoring } : {}),
  };
}

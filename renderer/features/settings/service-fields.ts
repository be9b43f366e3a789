import type { Settings } from '../../../shared/settings/settings-schema';

/** The settings the service card edits. */
export type ServiceFields = Pick<Settings, 'baseUrl' | 'v1BaseUrl' | 'dialect' | 'plan' | 'defaultZip'>;
export const SERVICE_FIELDS = ['baseUrl', 'v1BaseUrl', 'dialect', 'plan', 'defaultZip'] as const;

export function pickServiceFields(settings: Settings): ServiceFields {
  return {
    baseUrl: settings.baseUrl,
    v1BaseUrl: settings.v1BaseUrl,
    dialect: settings.dialect,
    plan: settings.plan,
    defaultZip: settings.defaultZip,
  };
}

import { Setting } from '../models/site-content';
import type { SettingsUpdate } from '../schemas/settings';
import { forgetSavedSiteSettings } from './site-settings-service';

function toView(setting: Setting) {
  return {
    id: setting.id,
    context: setting.context,
    key: setting.key,
    value: setting.value,
    updatedAt: setting.updatedAt,
  };
}

export async function listSettings(context?: string) {
  const settings = await Setting.query()
    .modify((builder) => {
      if (context) builder.where('context', context);
    })
    .orderBy(['context', 'key']);
  return { settings: settings.map(toView) };
}

export async function saveSettings(update: SettingsUpdate) {
  await Setting.transaction(async (trx) => {
    for (const { context, key, value } of update.settings) {
      await trx('settings')
        .insert({ context, key, value: JSON.stringify(value), updatedAt: new Date() })
        .onConflict(['context', 'key'])
        .merge(['value', 'updatedAt']);
    }
  });
  forgetSavedSiteSettings();
  return listSettings();
}

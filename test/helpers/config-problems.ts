import { ConfigError, loadConfig } from '#src/config/env';

/** What loadConfig refuses in `env`, one line a problem; none when it loads. */
export function configProblemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

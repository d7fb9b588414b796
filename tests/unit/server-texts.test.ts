import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import { apiErrorText } from '../../src/api/errorText.js';
import { SERVER_TEXTS } from '../../src/domain/serverTexts.js';
import { serverErrorText, serverSaid } from '../../src/domain/serverWords.js';
import { SERVER_ERRORS_SW, SERVER_TEXTS_SW } from '../../src/domain/texts/sw/admin/serverErrors.js';
import { failureText } from '../../src/admin/content/failureText.js';

// Issue 31: the API answers in English (the specification's words); a Swahili screen says them in Swahili.
const refusal = (status: number, text: string, field?: string) => new ApiError(text, { status, body: { error: text, message: text, ...(field ? { field } : {}) } });

describe("the server's words in a screen's language", () => {
  it('are the server\'s own in English, as the specification shows them', () => {
    expect(apiErrorText(refusal(409, SERVER_TEXTS.emailTaken), 'error', 'Could not invite.')).toBe(SERVER_TEXTS.emailTaken);
    expect(apiErrorText(refusal(400, 'Title too long.'), 'error', 'Failed to add leader')).toBe('Title too long.');
    expect(apiErrorText(new Error('bug'), 'error', 'Failed to add leader')).toBe('Failed to add leader');
    expect(serverSaid(SERVER_TEXTS.settingsUpdated)).toBe('Settings updated successfully');
  });

  it('are Swahili in a Swahili screen: each known text, else what the status means', () => {
    for (const [key, english] of Object.entries(SERVER_TEXTS)) {
      const swahili = SERVER_TEXTS_SW[key as keyof typeof SERVER_TEXTS];
      expect(swahili, key).not.toBe(english);
      expect(serverErrorText({ status: 400, text: english }, 'own', SERVER_ERRORS_SW)).toBe(swahili);
    }
    expect(apiErrorText(refusal(413, 'media_files: files may be at most 10 MB.'), 'error', 'Imeshindwa', SERVER_ERRORS_SW)).toBe(SERVER_ERRORS_SW.byStatus[413]);
    expect(apiErrorText(refusal(503, 'Database is busy, try again.'), 'error', 'Imeshindwa', SERVER_ERRORS_SW)).toBe(SERVER_ERRORS_SW.byStatus[503]);
    expect(serverSaid(SERVER_TEXTS.passwordChanged, SERVER_ERRORS_SW)).toBe(SERVER_TEXTS_SW.passwordChanged);
  });

  it("quote a refusal it has no words for after the screen's own text, and say nothing of a call that got no answer", () => {
    expect(apiErrorText(refusal(400, 'Title too long.'), 'error', 'Imeshindikana kuongeza kiongozi', SERVER_ERRORS_SW)).toBe(
      'Imeshindikana kuongeza kiongozi Seva ilijibu: “Title too long.”',
    );
    expect(failureText(refusal(400, 'Title too long.'), 'Imeshindikana kupakia.', 'error', SERVER_ERRORS_SW)).toBe('Imeshindikana kupakia. Seva ilijibu: “Title too long.”');
    expect(failureText(refusal(413, 'too big'), 'Imeshindikana kupakia.', 'error', SERVER_ERRORS_SW)).toBe(`Imeshindikana kupakia. ${SERVER_ERRORS_SW.byStatus[413]}`);
    const offline = new ApiError('Failed to fetch', { code: 'NETWORK' });
    expect(apiErrorText(offline, 'error', 'Imeshindikana kupakia', SERVER_ERRORS_SW)).toBe('Imeshindikana kupakia');
    expect(failureText(offline, 'Imeshindikana kupakia.', 'error', SERVER_ERRORS_SW)).toBe('Imeshindikana kupakia.');
  });
});

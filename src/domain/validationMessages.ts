/**
 * The words of a validation error (an ajv issue), in one place for the server's 400 answers
 * (src/server/plugins/errors.ts) and the browser's form checks (src/resources/form/errorMessages.ts).
 * The API names the field ("The Name field must be at most 100 characters."); a form speaks to
 * the person at the field ("Name must be at most 100 characters.", "Enter a date.").
 */

export interface ValidationIssue {
  /** ajv's keyword (RJSF calls it the error's name). */
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

export type MessageAudience = 'api' | 'form';

/** What each string format expects, as the API describes it and as a form asks for it. */
const FORMATS = {
  phone: { api: 'must be a phone number like 555-555-0100.', form: 'Enter a phone number like 555-555-0100.' },
  email: { api: 'must be an e-mail address.', form: 'Enter an e-mail address like name@example.com.' },
  date: { api: 'must be a date (YYYY-MM-DD).', form: 'Enter a date.' },
  'date-time': { api: 'must be a date and time (YYYY-MM-DDTHH:mm:ss).', form: 'Enter a date and time.' },
} satisfies Record<string, Record<MessageAudience, string>>;

/** The hint a form shows for a value not in `format`. */
export const formatHint = (format: keyof typeof FORMATS): string => FORMATS[format].form;

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function typeMessage(subject: string, type: string, audience: MessageAudience): string {
  if (audience === 'api') return `${subject} must be ${article(type)}.`;
  if (type.includes('integer')) return `${subject} must be a whole number.`;
  if (type.includes('number')) return `${subject} must be a number.`;
  return `${subject} is not valid.`;
}

/**
 * The message of one issue. `subject` names the field: "The Name field" for the API, the
 * field's title ("Name") for a form.
 */
export function validationMessage(issue: ValidationIssue, subject: string, audience: MessageAudience): string {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'required':
      return `${subject} is required.`;
    case 'minLength':
      return params.limit === 1 ? `${subject} is required.` : `${subject} must be at least ${params.limit} characters.`;
    case 'maxLength':
      return `${subject} must be at most ${params.limit} characters.`;
    case 'minimum':
      return `${subject} must be at least ${params.limit}.`;
    case 'maximum':
      return `${subject} must be at most ${params.limit}.`;
    case 'pattern':
      return `${subject} is not in the expected form.`;
    case 'additionalProperties':
      return `${subject} is not allowed.`;
    case 'type':
      return typeMessage(subject, String(params.type), audience);
    case 'enum':
      return audience === 'api' ? `${subject} must be one of the listed values.` : `Choose one of the listed ${subject.toLowerCase()} values.`;
    case 'uniqueItems':
      return audience === 'api' ? `${subject} lists the same value twice.` : `Choose each ${subject.toLowerCase()} value once.`;
    case 'format': {
      const format = String(params.format);
      const expected = Object.hasOwn(FORMATS, format) ? FORMATS[format as keyof typeof FORMATS][audience] : undefined;
      if (audience === 'form') return expected ?? `${subject} is not in the expected form.`;
      return `${subject} ${expected ?? `must be in the ${format} format.`}`;
    }
    default:
      return `${subject} ${issue.message ?? 'is not valid'}.`;
  }
}

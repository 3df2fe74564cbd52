import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SsoContext } from '../context';
import { csrfToken } from '../lib/cookies';
import { sendPage } from '../plugins/html-pages';
import { createAccount } from '../repositories/accounts';
import { registrationPage, type RegistrationField } from '../views/registration-page';
import { requireTarget, signIn } from './page-support';

const REGISTRATION_MESSAGES = {
  email: 'Podaj prawidłowy adres e-mail',
  nickname: 'Pseudonim musi mieć od 2 do 30 znaków',
  password: 'Hasło musi mieć co najmniej 8 znaków',
  passwordTooLong: 'Hasło może mieć najwyżej 256 znaków',
  mismatch: 'Hasła nie są takie same',
  emailTaken: 'Konto z tym adresem e-mail już istnieje',
} as const;

/** Every field as text ('' when missing or repeated), whatever was posted. */
const formInput = z
  .object({
    email: z.string().catch(''),
    nickname: z.string().catch(''),
    password: z.string().catch(''),
    password_repeat: z.string().catch(''),
  })
  .catch({ email: '', nickname: '', password: '', password_repeat: '' });

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(REGISTRATION_MESSAGES.email).max(254, REGISTRATION_MESSAGES.email));
const nicknameField = z
  .string()
  .trim()
  .min(2, REGISTRATION_MESSAGES.nickname)
  .max(30, REGISTRATION_MESSAGES.nickname);
const passwordField = z
  .string()
  .min(8, REGISTRATION_MESSAGES.password)
  .max(256, REGISTRATION_MESSAGES.passwordTooLong);

type RegistrationErrors = Partial<Record<RegistrationField, string>>;

interface Registration {
  email: string;
  nickname: string;
  password: string;
}

/** The registration, or every problem of the form at once (one message per field). */
function validate(
  input: z.infer<typeof formInput>,
): { registration: Registration } | { errors: RegistrationErrors } {
  const email = emailField.safeParse(input.email);
  const nickname = nicknameField.safeParse(input.nickname);
  const password = passwordField.safeParse(input.password);
  const errors: RegistrationErrors = {};
  if (!email.success) errors.email = email.error.issues[0]?.message;
  if (!nickname.success) errors.nickname = nickname.error.issues[0]?.message;
  if (!password.success) errors.password = password.error.issues[0]?.message;
  else if (input.password !== input.password_repeat) {
    errors.password_repeat = REGISTRATION_MESSAGES.mismatch;
  }
  if (!email.success || !nickname.success || !password.success || errors.password_repeat) {
    return { errors };
  }
  return {
    registration: { email: email.data, nickname: nickname.data, password: password.data },
  };
}

/** `GET/POST /rejestracja`: a new account (e-mail, nickname, password twice), then signed in. */
export function registrationRoutes(app: FastifyInstance, ctx: SsoContext): void {
  const { database, settings } = ctx;

  app.get('/rejestracja', async (request, reply) => {
    const target = requireTarget(ctx, request, reply);
    if (!target) return reply;
    const csrf = csrfToken(reply);
    return sendPage(reply, 200, registrationPage({ target, csrf }));
  });

  app.post(
    '/rejestracja',
    { config: { rateLimit: { max: settings.loginAttemptsPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const target = requireTarget(ctx, request, reply);
      if (!target) return reply;
      const input = formInput.parse(request.body);
      const again = (status: number, errors: RegistrationErrors) =>
        sendPage(
          reply,
          status,
          registrationPage({
            target,
            csrf: csrfToken(reply),
            values: { email: input.email, nickname: input.nickname },
            errors,
          }),
        );
      const form = validate(input);
      if ('errors' in form) return again(422, form.errors);
      const { registration } = form;
      const account = await createAccount(database.db, {
        fanSub: randomUUID(),
        email: registration.email,
        nickname: registration.nickname,
        passwordHash: await ctx.passwords.hash(registration.password),
      });
      if (!account) return again(409, { email: REGISTRATION_MESSAGES.emailTaken });
      return signIn(ctx, reply, target, account.id);
    },
  );
}

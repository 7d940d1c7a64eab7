import type { MailMessage } from '@eventalp/platform-sdk';
import type { AwardLanguage } from './domain';

export interface PartnerMailFacts {
  kind: 'tourism' | 'media';
  to: string;
  firstName: string;
  organisation: string;
  language: AwardLanguage;
  /** The participation confirmation page with the token. */
  confirmationUrl: string;
  brand: string;
}

const TEXTS: Record<
  AwardLanguage,
  { subject: string; hello(name: string): string; body(org: string): string; notYou: string }
> = {
  de: {
    subject: 'Bitte bestätigt eure Teilnahme am Swiss Location Award',
    hello: (name) => `Hallo ${name}`,
    body: (org) =>
      `Danke für die Anmeldung von ${org} als Tourismusregion am Swiss Location Award. Bitte bestätigt eure Teilnahme mit diesem Link:`,
    notYou: 'Habt ihr euch nicht angemeldet? Dann ignoriert diese E-Mail.',
  },
  fr: {
    subject: 'Merci de confirmer votre participation au Swiss Location Award',
    hello: (name) => `Bonjour ${name}`,
    body: (org) =>
      `Merci d’avoir inscrit ${org} comme région touristique au Swiss Location Award. Veuillez confirmer votre participation avec ce lien :`,
    notYou: 'Vous ne vous êtes pas inscrits ? Ignorez alors cet e-mail.',
  },
  it: {
    subject: 'Confermate la vostra partecipazione allo Swiss Location Award',
    hello: (name) => `Buongiorno ${name}`,
    body: (org) =>
      `Grazie per aver iscritto ${org} come regione turistica allo Swiss Location Award. Confermate la vostra partecipazione con questo link:`,
    notYou: 'Non vi siete iscritti? Allora ignorate questa e-mail.',
  },
  en: {
    subject: 'Please confirm your participation in the Swiss Location Award',
    hello: (name) => `Hello ${name}`,
    body: (org) =>
      `Thank you for registering ${org} as a tourism region for the Swiss Location Award. Please confirm your participation with this link:`,
    notYou: 'Did you not register? Then ignore this e-mail.',
  },
};

/** A medium's access request: the same mail, asking to confirm the request. */
const MEDIA_TEXTS: typeof TEXTS = {
  de: {
    subject: 'Bitte bestätigt eure Anfrage für den Medienbereich des Swiss Location Award',
    hello: (name) => `Hallo ${name}`,
    body: (org) =>
      `Danke für die Anfrage von ${org} für den Medienbereich des Swiss Location Award. Bitte bestätigt sie mit diesem Link:`,
    notYou: 'Habt ihr nichts angefragt? Dann ignoriert diese E-Mail.',
  },
  fr: {
    subject: 'Merci de confirmer votre demande d’accès à l’espace médias du Swiss Location Award',
    hello: (name) => `Bonjour ${name}`,
    body: (org) =>
      `Merci pour la demande de ${org} pour l’espace médias du Swiss Location Award. Veuillez la confirmer avec ce lien :`,
    notYou: 'Vous n’avez rien demandé ? Ignorez alors cet e-mail.',
  },
  it: {
    subject: 'Confermate la vostra richiesta per l’area media dello Swiss Location Award',
    hello: (name) => `Buongiorno ${name}`,
    body: (org) =>
      `Grazie per la richiesta di ${org} per l’area media dello Swiss Location Award. Confermatela con questo link:`,
    notYou: 'Non avete fatto alcuna richiesta? Allora ignorate questa e-mail.',
  },
  en: {
    subject: 'Please confirm your request for the Swiss Location Award media area',
    hello: (name) => `Hello ${name}`,
    body: (org) =>
      `Thank you for the request of ${org} for the Swiss Location Award media area. Please confirm it with this link:`,
    notYou: 'Did you not ask for access? Then ignore this e-mail.',
  },
};

/** The partner's mail with the link that confirms its registration, in its language. */
export function partnerConfirmationMail(facts: PartnerMailFacts): MailMessage {
  const texts = (facts.kind === 'media' ? MEDIA_TEXTS : TEXTS)[facts.language];
  return {
    to: facts.to,
    subject: texts.subject,
    text: [
      texts.hello(facts.firstName),
      '',
      texts.body(facts.organisation),
      facts.confirmationUrl,
      '',
      texts.notYou,
      '',
      '--',
      `Swiss Location Award, ${facts.brand}`,
    ].join('\n'),
  };
}

export interface PartnerDecisionFacts {
  to: string;
  firstName: string;
  organisation: string;
  language: AwardLanguage;
  decision: 'approved' | 'rejected';
  /** The login name the partner asked for (approved: it signs in with it). */
  loginName: string;
  /** The organisers' words to the partner, if any. */
  message: string | null;
  brand: string;
}

const DECISION_TEXTS: Record<
  AwardLanguage,
  {
    approvedSubject: string;
    rejectedSubject: string;
    approved(org: string, login: string): string;
    rejected(org: string): string;
    theirWords: string;
  }
> = {
  de: {
    approvedSubject: 'Euer Zugang zum Swiss Location Award ist freigeschaltet',
    rejectedSubject: 'Eure Anmeldung zum Swiss Location Award',
    approved: (org, login) =>
      `Der Zugang von ${org} zum Resultatebereich des Swiss Location Award ist freigeschaltet. Ihr meldet euch mit dem Loginnamen «${login}» und eurem Passwort an.`,
    rejected: (org) =>
      `Leider können wir ${org} keinen Zugang zum Resultatebereich des Swiss Location Award geben.`,
    theirWords: 'Nachricht der Organisatoren:',
  },
  fr: {
    approvedSubject: 'Votre accès au Swiss Location Award est activé',
    rejectedSubject: 'Votre inscription au Swiss Location Award',
    approved: (org, login) =>
      `L’accès de ${org} à l’espace des résultats du Swiss Location Award est activé. Connectez-vous avec l’identifiant « ${login} » et votre mot de passe.`,
    rejected: (org) =>
      `Nous ne pouvons malheureusement pas donner à ${org} l’accès à l’espace des résultats du Swiss Location Award.`,
    theirWords: 'Message des organisateurs :',
  },
  it: {
    approvedSubject: 'Il vostro accesso allo Swiss Location Award è attivo',
    rejectedSubject: 'La vostra iscrizione allo Swiss Location Award',
    approved: (org, login) =>
      `L’accesso di ${org} all’area dei risultati dello Swiss Location Award è attivo. Accedete con il nome utente «${login}» e la vostra password.`,
    rejected: (org) =>
      `Purtroppo non possiamo dare a ${org} l’accesso all’area dei risultati dello Swiss Location Award.`,
    theirWords: 'Messaggio degli organizzatori:',
  },
  en: {
    approvedSubject: 'Your access to the Swiss Location Award is granted',
    rejectedSubject: 'Your registration for the Swiss Location Award',
    approved: (org, login) =>
      `${org} now has access to the results area of the Swiss Location Award. Sign in with the login name "${login}" and your password.`,
    rejected: (org) =>
      `Unfortunately we cannot give ${org} access to the results area of the Swiss Location Award.`,
    theirWords: 'Message from the organisers:',
  },
};

/** The partner's mail with the organisers' decision on its registration, in its language. */
export function partnerDecisionMail(facts: PartnerDecisionFacts): MailMessage {
  const texts = DECISION_TEXTS[facts.language];
  const hello = TEXTS[facts.language].hello(facts.firstName);
  const approved = facts.decision === 'approved';
  return {
    to: facts.to,
    subject: approved ? texts.approvedSubject : texts.rejectedSubject,
    text: [
      hello,
      '',
      approved
        ? texts.approved(facts.organisation, facts.loginName)
        : texts.rejected(facts.organisation),
      ...(facts.message ? ['', texts.theirWords, facts.message] : []),
      '',
      '--',
      `Swiss Location Award, ${facts.brand}`,
    ].join('\n'),
  };
}

/** The award office's mail: a partner confirmed its registration and waits for a decision. */
export function partnerWaitingMail(facts: {
  to: string;
  organisation: string;
  kind: 'tourism' | 'media';
  backofficeUrl: string;
}): MailMessage {
  return {
    to: facts.to,
    subject: `Anmeldung wartet auf Freigabe: ${facts.organisation}`,
    text: [
      `${facts.kind === 'tourism' ? 'Die Tourismusregion' : 'Das Medium'} ${facts.organisation} hat die Anmeldung zum Resultatebereich bestätigt und wartet auf eure Freigabe:`,
      facts.backofficeUrl,
    ].join('\n'),
  };
}

const LOGIN_NAME_TEXTS: Record<AwardLanguage, { subject: string; body(login: string): string }> = {
  de: {
    subject: 'Dein Loginname für den Swiss Location Award',
    body: (login) => `Dein Loginname für den Resultatebereich lautet: ${login}`,
  },
  fr: {
    subject: 'Votre identifiant pour le Swiss Location Award',
    body: (login) => `Votre identifiant pour l’espace des résultats est : ${login}`,
  },
  it: {
    subject: 'Il vostro nome utente per lo Swiss Location Award',
    body: (login) => `Il vostro nome utente per l’area dei risultati è: ${login}`,
  },
  en: {
    subject: 'Your login name for the Swiss Location Award',
    body: (login) => `Your login name for the results area is: ${login}`,
  },
};

/** The forgot-login modal's mail: the partner's login name, in its language. */
export function partnerLoginNameMail(facts: {
  to: string;
  firstName: string;
  language: AwardLanguage;
  loginName: string;
  brand: string;
}): MailMessage {
  const texts = LOGIN_NAME_TEXTS[facts.language];
  return {
    to: facts.to,
    subject: texts.subject,
    text: [
      TEXTS[facts.language].hello(facts.firstName),
      '',
      texts.body(facts.loginName),
      '',
      '--',
      `Swiss Location Award, ${facts.brand}`,
    ].join('\n'),
  };
}

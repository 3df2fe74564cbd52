import { z } from 'zod';

/** The section keys of 000 §1 that have a theme of their own. */
export const THEMED_SECTIONS = [
  'SOCCER',
  'ACADEMY',
  'BUSINESS_PL',
  'BUSINESS_EN',
  'FOUNDATION',
  'TENNIS_AND_GOLF',
  'ATHLETICS',
  'VOD',
] as const;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a #rrggbb colour');

/** Theme tokens of one section (DESIGN.md "Colour"): exposed as CSS custom properties. */
export const themeSchema = z.object({
  primary: hexColour,
  onPrimary: hexColour,
  accent: hexColour,
  surface: hexColour,
  text: hexColour,
  muted: hexColour,
});

const url = z.url({ protocol: /^https?$/ });

const socialsSchema = z
  .object({
    facebook: url,
    instagram: url,
    twitter: url,
    x: url,
    youtube: url,
    linkedin: url,
  })
  .partial();

const sponsorSchema = z.object({ name: z.string().min(1), url });

/** Sponsor block of a section (000 §1, §9): the main sponsor and the partners. */
const sponsorsSchema = z.object({
  main: sponsorSchema,
  partners: z.array(sponsorSchema),
});

/** A belt across a section page (000 §2.10): a partner's name, link and a line of copy. */
const beltSchema = z.object({ name: z.string().min(1), url, tagline: z.string().min(1) });

/** 000 §2.10: the optional advertising and city-partner belts of a section's pages. */
const sectionBeltsSchema = z.object({
  advertising: beltSchema.optional(),
  cityPartner: beltSchema.optional(),
});

/** An ad server's creative for one ad slot: HTML, scripts included, run in a sandboxed frame. */
const adCreativeSchema = z.object({ html: z.string().min(1) });

/** The ad slots of the site that no CMS module fills (000 §2.10, §2.11, §9). */
export const AD_SLOTS = ['article-middle', 'news-grid', 'gallery'] as const;

/** The club's identity and outbound links: everything the spec writes as a placeholder. */
export const clubSchema = z.object({
  /** Full display name, e.g. in titles and the footer. */
  displayName: z.string().min(1),
  shortName: z.string().min(1),
  /** The `{club}` word that appears inside slugs (000 notation): lowercase ASCII. */
  club: z.string().regex(/^[a-z0-9]+$/),
  /** `{abbr}`: abbreviation of the club's training centre used in slugs and anchors. */
  abbr: z.string().regex(/^[A-Za-z0-9]+$/),
  /** The academy's club name, used to filter academy teams (001 §7). */
  academyClubName: z.string().min(1),
  city: z.string().min(1),
  timeZone: z.string().min(1),
  /** The club shop's currency (ISO 4217), for a product that names none (000 §3 Product). */
  shopCurrency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as PLN'),
  /** 000 §9 trophy counter. */
  trophies: z.object({
    championships: z.number().int().nonnegative(),
    cups: z.number().int().nonnegative(),
    supercups: z.number().int().nonnegative(),
  }),
  themes: z.record(z.enum(THEMED_SECTIONS), themeSchema),
  /** The path of the partner bank programme (000 §2.8 `/{partner-bank}`), without slash. */
  partnerBankSlug: z.string().regex(/^[a-z0-9-]+$/),
  /** The sso's application id for this site (000 §7.4 `application_id`). */
  fanApplicationId: z.string().min(1),
  /**
   * 000 §7.5 share fallbacks: the messenger app id carried by the messenger deep link (without
   * one messenger is not offered) and the club's microblog account sent as `via`.
   */
  share: z.object({
    messengerAppId: z
      .string()
      .regex(/^[0-9]+$/)
      .optional(),
    microblogVia: z.string().regex(/^[A-Za-z0-9_]{1,15}$/, 'expected an account name without @'),
  }),
  /** Match ids whose match centre shows no content (001 §2 HIDE_CONTENT_MATCH_CENTER). */
  hiddenMatchCentreIds: z.array(z.string()),
  /** Sponsor blocks per section; sections without one show none. */
  sponsors: z.partialRecord(z.enum(THEMED_SECTIONS), sponsorsSchema),
  /** Belts inserted at position 1 of a section page's modules (000 §2.10). */
  belts: z.partialRecord(z.enum(THEMED_SECTIONS), sectionBeltsSchema),
  /** What each ad slot shows when its module brings no creative of its own. */
  adSlots: z.partialRecord(z.enum(AD_SLOTS), adCreativeSchema),
  /** 000 §2.10 the league partner badge under a soccer section page's head. */
  leaguePartner: sponsorSchema.optional(),
  /** 000 §9: technology partners (shown on FOUNDATION and TENNIS_AND_GOLF). */
  technologyPartners: z.array(sponsorSchema),
  urls: z.object({
    /**
     * 000 §4.6 connectivity probe, fetched in no-cors mode: an absolute URL of a host that
     * answers, or a path on the site itself (the demo's `/api/probe`); CONNECTIVITY_PROBE_URL
     * overrides it.
     */
    connectivityProbe: z.string().min(1),
    tickets: url,
    shop: url,
    membership: url,
    appStores: z.object({ apple: url, google: url, huawei: url }),
    socials: z.record(z.enum(THEMED_SECTIONS), socialsSchema),
    vod: url,
    basketball: url,
    soccerSchools: url,
    basketballSchools: url,
    athleticsSchools: url,
    worldwide: url,
    businessCup: url,
    stadiumTour360: url,
    help: url,
    tennis: z.object({ join: url, booking: url, paymentPanel: url }),
    golf: z.object({ joinClub: url, joinAcademy: url }),
    privacy: z.object({ pl: url, en: url, foundation: url }),
    foundationDocuments: z.object({
      statute: url,
      aidRules: url,
      childSafetyPolicy: url,
      privacyPolicy: url,
    }),
    /** `{media-files-url}`: host of downloadable documents. */
    mediaFiles: url,
  }),
});

export type ClubConfig = z.infer<typeof clubSchema>;
export type Theme = z.infer<typeof themeSchema>;
export type ThemedSection = (typeof THEMED_SECTIONS)[number];

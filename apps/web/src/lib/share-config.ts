import { club } from '@trybuna/config';

/**
 * The club's share settings for `ShareButton` (000 §7.5): the microblog account sent as `via`
 * and the messenger app id. Server components spread these into the button; the client button
 * does not import the club config itself (it would add the whole config to the page's script).
 */
export const clubShare: { via: string; messengerAppId?: string } = {
  via: club.share.microblogVia,
  ...(club.share.messengerAppId ? { messengerAppId: club.share.messengerAppId } : {}),
};

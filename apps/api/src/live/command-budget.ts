/** Frames one connection may send per second, on average (docs/live.md "Limits"). */
const CABLE_COMMANDS_PER_SECOND = 10;

/** Frames one connection may send at once (a reconnect re-subscribes up to the 20 allowed). */
const CABLE_COMMAND_BURST = 20;

/** Frames over the budget in a row after which the connection is closed for good. */
const CABLE_FLOOD_FRAMES = 20;

export interface CommandBudgetOptions {
  perSecond?: number;
  burst?: number;
  floodFrames?: number;
}

/**
 * 'ok': within the budget; 'over': refused (a subscribe is rejected, anything else
 * ignored); 'flood': the connection kept sending over its budget and is disconnected.
 */
export type BudgetVerdict = 'ok' | 'over' | 'flood';

/**
 * A connection's command budget: a token bucket of `burst` frames, refilled at `perSecond`.
 * Every frame a client sends takes one, whatever it holds (a malformed frame costs the server
 * a parse too).
 */
export class CommandBudget {
  private tokens: number;
  private overInARow = 0;
  private readonly perSecond: number;
  private readonly burst: number;
  private readonly floodFrames: number;

  constructor(
    private last: number,
    options: CommandBudgetOptions = {},
  ) {
    this.perSecond = options.perSecond ?? CABLE_COMMANDS_PER_SECOND;
    this.burst = options.burst ?? CABLE_COMMAND_BURST;
    this.floodFrames = options.floodFrames ?? CABLE_FLOOD_FRAMES;
    this.tokens = this.burst;
  }

  /** Takes one frame's token at time `now` (ms). */
  take(now: number): BudgetVerdict {
    const elapsed = Math.max(0, now - this.last);
    this.last = Math.max(this.last, now);
    this.tokens = Math.min(this.burst, this.tokens + (elapsed / 1000) * this.perSecond);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.overInARow = 0;
      return 'ok';
    }
    this.overInARow += 1;
    return this.overInARow > this.floodFrames ? 'flood' : 'over';
  }
}

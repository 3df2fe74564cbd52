import {
  launchTracingBrowser,
  mainThreadRow,
  traceLoad,
  type LoadTrace,
  type MainThreadRow,
} from './main-thread';

/**
 * Main-thread time of a page and of its bare baseline, their loads interleaved (page, bare,
 * page, bare…) in one browser, so that whatever else the machine does hits both alike; the
 * median of `loads` each (`main-thread.ts`).
 */
export async function measureMainThreadPair(
  pageUrl: string,
  bareUrl: string,
  loads: number,
): Promise<{ page: MainThreadRow; bare: MainThreadRow }> {
  const browser = await launchTracingBrowser();
  const page: LoadTrace[] = [];
  const bare: LoadTrace[] = [];
  try {
    for (let i = 0; i < loads; i++) {
      page.push(await traceLoad(browser, pageUrl));
      bare.push(await traceLoad(browser, bareUrl));
    }
  } finally {
    await browser.close();
  }
  return { page: mainThreadRow(pageUrl, page), bare: mainThreadRow(bareUrl, bare) };
}

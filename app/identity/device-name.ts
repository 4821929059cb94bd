// A session's device in words ("Firefox on Windows"), from its User-Agent header: shown in the profile's list of
// sessions so a person can tell theirs apart. A guess, never a security decision.

const BROWSERS: [RegExp, string][] = [
	[/\bEdg(?:e|A|iOS)?\//, 'Edge'],
	[/\bOPR\/|\bOpera\b/, 'Opera'],
	[/\bSamsungBrowser\//, 'Samsung Internet'],
	[/\bFirefox\/|\bFxiOS\//, 'Firefox'],
	[/\bCriOS\/|\bChrom(?:e|ium)\//, 'Chrome'],
	[/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
	[/\bcurl\//, 'curl'],
]

const SYSTEMS: [RegExp, string][] = [
	[/\biPhone\b/, 'iPhone'],
	[/\biPad\b/, 'iPad'],
	[/\bAndroid\b/, 'Android'],
	[/\bCrOS\b/, 'ChromeOS'],
	[/\bWindows\b/, 'Windows'],
	[/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
	[/\bLinux\b/, 'Linux'],
]

export function deviceName(userAgent: string | null | undefined): string {
	const ua = userAgent ?? ''
	const browser = BROWSERS.find(([re]) => re.test(ua))?.[1]
	const system = SYSTEMS.find(([re]) => re.test(ua))?.[1]
	if (/HeadlessChrome\//.test(ua)) return `Headless Chrome${system ? ` on ${system}` : ''}`
	if (browser && system) return `${browser} on ${system}`
	if (browser) return browser
	if (system) return `A browser on ${system}`
	return 'An unknown device'
}

// A QR code as one SVG path, drawn on the server (no script, no image request): the two-factor set-up shows it.
/** the dark modules of `text`'s QR code as an SVG path on a grid of `size` modules, with a quiet zone of 4 */
export async function qrCodePath(text: string) {
	// loaded when a two-factor set-up is first shown, not at the start (about 14 MiB; issue 52, decision 331)
	const { default: QRCode } = await import('qrcode')
	const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
	const quiet = 4
	let d = ''
	for (let row = 0; row < modules.size; row++) {
		for (let col = 0; col < modules.size; col++) {
			if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`
		}
	}
	return { size: modules.size + quiet * 2, d }
}

import type { Picture as PictureData } from '~/marketing/pictures'

/** An illustration at its intrinsic size (no layout shift), lazy unless it is above the fold. */
export function Picture({
	picture,
	aboveFold = false,
	className = '',
}: {
	picture: PictureData
	aboveFold?: boolean
	className?: string
}) {
	return (
		<img
			src={picture.src}
			alt={picture.alt}
			width={picture.width}
			height={picture.height}
			loading={aboveFold ? 'eager' : 'lazy'}
			fetchPriority={aboveFold ? 'high' : 'auto'}
			decoding="async"
			className={`h-auto w-full max-w-full ${className}`}
		/>
	)
}

// One bounded map for what a process keeps in memory (docs/decisions/180): the kept pages (weighed in bytes) and the
// kept loader data (one each).

/** A map that forgets its least recently used entries once their total weight passes `maxWeight`. */
export class LeastRecentlyUsed<V> {
	private entries = new Map<string, V>()
	private total = 0
	constructor(
		private readonly maxWeight: number,
		private readonly weigh: (value: V) => number = () => 1,
	) {}

	get(key: string): V | undefined {
		const value = this.entries.get(key)
		if (value === undefined) return undefined
		// most recently used last
		this.entries.delete(key)
		this.entries.set(key, value)
		return value
	}

	set(key: string, value: V) {
		this.delete(key)
		this.entries.set(key, value)
		this.total += this.weigh(value)
		for (const [k, v] of this.entries) {
			if (this.total <= this.maxWeight) break
			this.entries.delete(k)
			this.total -= this.weigh(v)
		}
	}

	/** how many entries, and their total weight */
	get size() {
		return this.entries.size
	}
	get weight() {
		return this.total
	}

	clear() {
		this.entries.clear()
		this.total = 0
	}

	delete(key: string) {
		const old = this.entries.get(key)
		if (old === undefined) return
		this.entries.delete(key)
		this.total -= this.weigh(old)
	}
}

// The kept cards of a page rendered on the server (app/lib/kept-cards.ts, docs/decisions/254), handed to the task
// cards by the server's entry. In the browser there is no provider: cards are drawn as always.
import { createContext, useContext } from 'react'
import type { KeptCards } from '~/lib/kept-cards'

const KeptCardsContext = createContext<KeptCards | null>(null)
export const KeptCardsProvider = KeptCardsContext.Provider
export const useKeptCards = () => useContext(KeptCardsContext)

// The keyboard shortcuts' inline script (./enhance.ts, `shortcutsScript`) for the pages without React, handed to the
// root by the server's entry: the browser's bundle then carries neither its text nor the listener, which pages React
// runs load on the first key (docs/decisions/185). Null in the browser.
import { createContext, useContext } from 'react'

const ShortcutsScriptContext = createContext<((kanban: boolean) => string) | null>(null)
export const ShortcutsScriptProvider = ShortcutsScriptContext.Provider
export const useShortcutsScript = () => useContext(ShortcutsScriptContext)

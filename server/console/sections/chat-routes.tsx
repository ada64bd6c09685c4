import { Router, type Request, type Response } from 'express'
import { randomUUID } from 'node:crypto'
import { hasPermission } from '../../domain/console/staff-rules.js'
import { staffOpenChats, staffTicket, ticketDetail } from '../../services/console/console-tickets.js'
import { csrfOf, param, sendNotFound, sendPage, staffOf, wantsJson, type ConsoleContext } from '../context.js'
import { t } from '../i18n.js'
import { ChatPage, ChatsPage } from '../views/chat-page.js'
import { postTicketAction, ticketDeps } from './tickets-routes.js'
import { msg } from '@lingui/core/macro'

/**
 * The agent's side of the live chat (decision 051): the open conversations of the member's brands, and one
 * conversation to read, answer and close. Plain pages and form posts (a refresh link shows what the shopper wrote
 * since); the agent's messages show in the shopper's chat as the shop's.
 */
export function chatRoutes(ctx: ConsoleContext): Router {
  const router = Router()
  const deps = ticketDeps(ctx)
  const brandSlugs = () => ctx.opts.registry.brands().map((b) => b.slug)

  router.use('/console/chats', (req, res, next) =>
    hasPermission(staffOf(res), 'tickets') ? next() : sendNotFound(req, res),
  )

  router.get('/console/chats', async (req, res) => {
    const staff = staffOf(res)
    const chats = await staffOpenChats(ctx.db, staff, brandSlugs())
    if (wantsJson(req)) return res.json({ chats: chats.map((c) => c.publicId) })
    sendPage(res, 200, <ChatsPage staff={staff} csrf={csrfOf(res)} chats={chats} />)
  })

  const showChat = async (req: Request, res: Response, status: number, notice: string | null, error: string | null) => {
    const staff = staffOf(res)
    const chat = await staffTicket(ctx.db, staff, param(req, 'publicId'))
    if (!chat || chat.channel !== 'chat') return sendNotFound(req, res)
    const detail = await ticketDetail(ctx.db, chat)
    if (wantsJson(req) && status === 200)
      return void res.json({
        chat: {
          id: chat.publicId,
          status: chat.status,
          version: detail.version,
          messages: detail.thread.map((m) => ({ author: m.author, body: m.body })),
        },
      })
    sendPage(
      res,
      status,
      <ChatPage
        staff={staff}
        csrf={csrfOf(res)}
        detail={detail}
        formKey={randomUUID()}
        notice={notice}
        error={error}
      />,
    )
  }

  router.get('/console/chats/:publicId', (req, res) =>
    showChat(req, res, 200, req.query.done ? t(msg`Done.`) : null, null),
  )

  router.post('/console/chats/:publicId', async (req, res) => {
    const chat = await staffTicket(ctx.db, staffOf(res), param(req, 'publicId'))
    if (!chat || chat.channel !== 'chat') return sendNotFound(req, res)
    await postTicketAction(deps(), req, res, `/console/chats/${chat.publicId}`, (status, error) =>
      showChat(req, res, status, null, error),
    )
  })

  return router
}

import { z } from 'zod';
import {
  defineRoute,
  errorAnswer,
  MAX_ROW_ID,
  RouteResponse,
  wholeNumber,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { swissToday } from '@eventalp/platform-sdk/domain';
import { OWNER_PATHS } from '../domain/catalog-client';
import { ENTRY_KINDS } from '../domain/entry-vocabulary';
import { upgradeOffersAnswer, upgradeOrderedAnswer } from '../domain/owner/owner-answers';
import { ownerMessages } from '../domain/owner/owner-messages';
import { upgradeOrderInput } from '../domain/owner/upgrade-input';
import {
  invoiceAmounts,
  tierFeatures,
  UPGRADE_TIERS,
  VAT_PERCENT,
} from '../domain/owner/upgrade-tiers';
import { CONTRACT_REQUESTS } from './owner-migrations';
import { ownedEntry, recordAudit } from './owner-records';
import { invoicePdf, qrReference } from './upgrade-invoice';

const params = z.object({ type: z.enum(ENTRY_KINDS), id: wholeNumber(1, MAX_ROW_ID) });

const swissDate = (isoDay: string) => isoDay.split('-').reverse().join('.');

/** The ranking tiers side by side, and ordering one: a contract request with a QR-bill invoice. */
export function upgradeRoutes(services: PlatformServices) {
  const { db } = services;
  return [
    defineRoute({
      method: 'get',
      path: OWNER_PATHS.upgrade,
      summary: 'The ranking tiers an own entry can be upgraded to, with what each shows and costs',
      access: 'authenticated',
      input: { params },
      responses: { 200: upgradeOffersAnswer, 404: errorAnswer },
      async handler({ params: { type, id }, user }) {
        const entry = await ownedEntry(services, db, type, id, user);
        return {
          current_type_id: entry.type_id,
          vat_percent: VAT_PERCENT,
          tiers: UPGRADE_TIERS.map((tier) => ({
            ...tier,
            total_chf: invoiceAmounts(tier.yearly_chf).total,
            features: tierFeatures(tier.type_id),
          })),
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: OWNER_PATHS.upgrade,
      summary:
        'Order a ranking tier for an own entry: stored as a contract request, confirmed by mail with a QR-bill invoice',
      access: 'authenticated',
      input: { params, body: upgradeOrderInput },
      responses: { 201: upgradeOrderedAnswer, 404: errorAnswer },
      async handler({ params: { type, id }, user, body }) {
        const entry = await ownedEntry(services, db, type, id, user);
        const tier = UPGRADE_TIERS.find((candidate) => candidate.type_id === body.type_id)!;
        const amounts = invoiceAmounts(tier.yearly_chf);
        const now = services.now();
        const startsOn = swissToday(now);
        const endsOn = `${Number(startsOn.slice(0, 4)) + 1}${startsOn.slice(4)}`;
        const billing = body.billing;
        const billingAddress = [
          billing.company,
          billing.name,
          `${billing.street} ${billing.street_number ?? ''}`.trim(),
          `${billing.zip} ${billing.place}`,
          billing.country,
        ]
          .filter(Boolean)
          .join('\n');
        const order = await db.transaction(async (trx) => {
          const [{ nextval }] = (
            await trx.raw(`select nextval(pg_get_serial_sequence(?, 'id'))`, [CONTRACT_REQUESTS])
          ).rows;
          const orderId = Number(nextval);
          const invoiceNumber = `EA-${startsOn.slice(0, 4)}-${String(orderId).padStart(6, '0')}`;
          const reference = qrReference(orderId);
          await trx(CONTRACT_REQUESTS).insert({
            id: orderId,
            entry_type: type,
            entry_id: id,
            user_id: user!.id,
            type_id: tier.type_id,
            subscription_type: tier.name,
            starts_on: startsOn,
            ends_on: endsOn,
            billing_address: billingAddress,
            net_chf: amounts.net,
            vat_chf: amounts.vat,
            total_chf: amounts.total,
            invoice_number: invoiceNumber,
            qr_reference: reference,
          });
          const pdf = await invoicePdf({
            invoiceNumber,
            reference,
            issuedOn: swissDate(startsOn),
            entryName: entry.full_name,
            tierLabel: tier.label,
            period: `${swissDate(startsOn)} bis ${swissDate(endsOn)}`,
            billing,
            amounts,
            vatPercent: VAT_PERCENT,
          });
          await services.mail.send(
            {
              to: user!.email,
              subject: `Deine Bestellung ${tier.label} für ${entry.full_name}`,
              text: [
                `Hallo ${user!.first_name}`,
                '',
                `Vielen Dank für deine Bestellung des Pakets ${tier.label} für ${entry.full_name} (${swissDate(startsOn)} bis ${swissDate(endsOn)}).`,
                'Unser Team prüft die Bestellung und schaltet das Paket frei.',
                '',
                `Betrag: CHF ${amounts.net.toFixed(2)} zuzüglich MWST ${VAT_PERCENT} % (CHF ${amounts.vat.toFixed(2)}), total CHF ${amounts.total.toFixed(2)}.`,
                `Die Rechnung ${invoiceNumber} mit QR-Einzahlungsschein liegt bei.`,
              ].join('\n'),
              attachments: [
                {
                  filename: `Rechnung-${invoiceNumber}.pdf`,
                  contentType: 'application/pdf',
                  content: pdf,
                },
              ],
            },
            trx,
          );
          await recordAudit(trx, {
            kind: type,
            id,
            userId: user!.id,
            action: 'upgrade ordered',
            after: { type_id: tier.type_id, invoice_number: invoiceNumber },
          });
          return {
            id: orderId,
            invoice_number: invoiceNumber,
            net_chf: amounts.net,
            vat_chf: amounts.vat,
            total_chf: amounts.total,
          };
        });
        return new RouteResponse(201, { message: ownerMessages.orderSent, order });
      },
    }),
  ];
}

import QRCode from 'qrcode'
import { epcPayload, type EpcTransfer } from '../domain/epc-qr'

/**
 * The EPC QR code of a due amount (docs/product.md §17), drawn on the server as SVG so the page
 * shows it without JavaScript. Error correction M, as EPC069-12 asks; a quiet zone of 4 modules.
 */
export async function epcQrSvg(transfer: EpcTransfer): Promise<string> {
  return QRCode.toString(epcPayload(transfer), { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
}

/** The same code as a PNG (an e-mail attachment: mail clients do not show inline SVG). */
export async function epcQrPng(transfer: EpcTransfer): Promise<Buffer> {
  return QRCode.toBuffer(epcPayload(transfer), { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 })
}
